import type { DocumentType, ReturnPlace, Translation } from '@shata/domain';
import type { authText } from './auth-text';

const documentNames: Record<DocumentType, string> = {
  aadharCard: 'आधार कार्ड',
  panCard: 'PAN कार्ड',
  gstCertificate: 'GST प्रमाणपत्र',
  incorporationCertificate: 'निगमन प्रमाणपत्र (Certificate of Incorporation)',
};

function returnReason(place: ReturnPlace): string {
  switch (place.screen) {
    case 'dashboard':
      return place.document
        ? `अपना ${documentNames[place.document]} फिर से अपलोड करने के लिए लॉग इन करें।`
        : 'अपना पंजीकरण आगे बढ़ाने के लिए लॉग इन करें।';
    case 'status':
      return 'अपने सत्यापन की स्थिति और बाकी काम देखने के लिए लॉग इन करें।';
    case 'myAccount':
      return 'अपना अकाउंट खोलने के लिए लॉग इन करें।';
    case 'myBookings':
      return 'अपनी बुकिंग देखने के लिए लॉग इन करें।';
    case 'console':
      return 'ऑपरेटर कंसोल खोलने के लिए लॉग इन करें।';
  }
}

export const authTextHi = {
  fields: {
    email: 'ईमेल',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्ड दोबारा डालें',
    newPassword: 'नया पासवर्ड',
    confirmNewPassword: 'नया पासवर्ड दोबारा डालें',
  },
  login: {
    title: 'पार्टनर लॉग इन',
    intro: 'आपका फिर से स्वागत है। अपना पंजीकरण आगे बढ़ाने या अपना अकाउंट देखने के लिए लॉग इन करें।',
    newHere: 'Shata पर नए हैं?',
    linkVerified: 'ईमेल सत्यापित हो गया। अपना पंजीकरण आगे बढ़ाने के लिए लॉग इन करें।',
    linkAlreadyVerified: 'यह ईमेल पता पहले से सत्यापित है। आगे बढ़ने के लिए लॉग इन करें।',
    linkFailed:
      'यह सत्यापन लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है। लॉग इन करें, फिर अगली स्क्रीन से आप खुद को नया लिंक भेज सकते हैं।',
    returnReason,
    signedOutInactive: (minutes: number) =>
      `${minutes} मिनट तक कोई गतिविधि न होने के कारण आप लॉग आउट हो गए। जहाँ छोड़ा था, वहीं से आगे बढ़ने के लिए लॉग इन करें।`,
  },
  signup: {
    title: 'Shata पार्टनर बनें',
    intro: 'अपने ईमेल पते से अपना अकाउंट बनाएँ। हम उसे सत्यापित करने के लिए आपको एक लिंक ईमेल करेंगे।',
    haveAccount: 'क्या आपका अकाउंट पहले से है?',
  },
  forgotPassword: {
    title: 'अपना पासवर्ड रीसेट करें',
    intro: 'अपने अकाउंट का ईमेल पता डालें। हम आपको नया पासवर्ड सेट करने का लिंक भेजेंगे।',
    submit: 'रीसेट लिंक भेजें',
    submitting: 'भेजा जा रहा है...',
    sent: 'अगर इस पते का कोई अकाउंट है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है। यह लिंक एक बार काम करता है और एक घंटे में खत्म हो जाता है।',
    backToLogin: 'लॉग इन पर वापस जाएँ',
  },
  resetPassword: {
    title: 'नया पासवर्ड सेट करें',
    intro: 'अपने Shata पार्टनर अकाउंट के लिए नया पासवर्ड चुनें।',
    submit: 'नया पासवर्ड सेट करें',
    submitting: 'सहेजा जा रहा है...',
    success: 'आपका पासवर्ड बदल दिया गया है। अब आप अपने नए पासवर्ड से लॉग इन कर सकते हैं।',
    goToLogin: 'लॉग इन पर जाएँ',
    invalidLink: 'यह रीसेट लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है। नया लिंक मँगाएँ।',
    requestNewLink: 'नया लिंक मँगाएँ',
    failed: 'नया पासवर्ड सेट नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
} satisfies Translation<typeof authText>;
