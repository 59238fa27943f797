import type { Translation } from '@shata/domain';
import type { verifyEmailText } from './verify-email-text';

export const verifyEmailTextHi = {
  title: 'अपना ईमेल सत्यापित करें',
  sentTo: 'हमने सत्यापन का लिंक इस पते पर भेजा है:',
  sentToEnd: '।',
  explainLink: 'ईमेल खोलें और अपना पता सत्यापित करने के लिए उसमें दिए लिंक पर क्लिक करें।',
  redirectsAutomatically:
    'यह पेज हर कुछ सेकंड में जाँच करता है और आपका पता सत्यापित होते ही आपको अपने-आप आगे ले जाएगा।',
  spamHint: 'ईमेल नहीं मिल रहा? अपना स्पैम या प्रमोशन फ़ोल्डर देखें।',
  resend: 'सत्यापन ईमेल फिर से भेजें',
  resending: 'भेजा जा रहा है...',
  wrongAccount: 'गलत पता डाल दिया?',
  logOut: 'लॉग आउट करें',
  verified: 'ईमेल सत्यापित हो गया। अब आप अपना पंजीकरण पूरा कर सकते हैं।',
  linkFailed:
    'यह सत्यापन लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है। नीचे दिए बटन से खुद को नया लिंक भेजें।',
} satisfies Translation<typeof verifyEmailText>;
