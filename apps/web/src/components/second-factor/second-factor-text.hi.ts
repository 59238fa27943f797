import { backupCodeCount, type Translation } from '@shata/domain';
import type { secondFactorText } from './second-factor-text';

export const secondFactorTextHi = {
  codeTitle: 'अपना कोड डालें',
  codeIntro: 'अपना ऑथेंटिकेटर ऐप खोलें और Shata पार्टनर पोर्टल के लिए दिखाया गया 6 अंकों का कोड डालें।',
  appCodeLabel: 'ऐप में दिखा कोड',
  backupCodeLabel: 'बैकअप कोड',
  useBackupCode: 'इसकी जगह बैकअप कोड इस्तेमाल करें',
  useApp: 'ऐप का कोड इस्तेमाल करें',
  verify: 'सत्यापित करें',
  verifying: 'सत्यापित हो रहा है…',
  enrolTitle: 'अपना दूसरा चरण (टू-फ़ैक्टर) सेट करें',
  enrolIntro:
    'ऑपरेटर पासवर्ड और ऑथेंटिकेटर ऐप (जैसे Google Authenticator, Microsoft Authenticator या 1Password) के कोड से लॉग इन करते हैं। शुरू करने के लिए अपना पासवर्ड डालें।',
  passwordLabel: 'पासवर्ड',
  begin: 'आगे बढ़ें',
  beginning: 'तैयारी हो रही है…',
  scanTitle: '1. पोर्टल को अपने ऑथेंटिकेटर ऐप में जोड़ें',
  scanHint: 'यह कोड ऐप से स्कैन करें, या नीचे दी गई key ऐप में टाइप करें।',
  qrAlt: 'Shata पार्टनर पोर्टल को ऑथेंटिकेटर ऐप में जोड़ने का QR कोड',
  qrLoading: 'QR कोड बन रहा है…',
  qrFailed: 'QR कोड नहीं बन सका: इसकी जगह नीचे दी गई key अपने ऐप में टाइप करें।',
  secretLabel: 'Key',
  backupTitle: '2. अपने बैकअप कोड सहेजें',
  backupHint: `ये ${backupCodeCount} कोड किसी सुरक्षित जगह रखें, जैसे पासवर्ड मैनेजर में। फ़ोन खो जाने पर हर कोड से आप एक बार लॉग इन कर सकते हैं। ये दोबारा नहीं दिखाए जाएँगे।`,
  confirmTitle: '3. आपका ऐप अभी जो कोड दिखा रहा है, वह डालें',
  stepUpTitle: 'पुष्टि करें कि यह आप ही हैं',
  stepUpIntro: 'यह करने के लिए अपने ऑथेंटिकेटर ऐप का नया कोड डालें।',
  cancel: 'रद्द करें',
  stateFailed: 'कंसोल आपका लॉग इन जाँच नहीं सका।',
  enrolled: 'आपका दूसरा चरण सेट हो गया है।',
  accountTitle: 'दूसरा चरण (टू-फ़ैक्टर)',
  accountOff:
    'अपने पासवर्ड के साथ ऑथेंटिकेटर ऐप का कोड भी जोड़ें, ताकि सिर्फ़ चोरी हुए पासवर्ड से कोई आपका अकाउंट न खोल सके।',
  accountOn: 'लॉग इन करते समय आपका अकाउंट आपके ऑथेंटिकेटर ऐप का कोड माँगता है।',
  accountSetUp: 'दूसरा चरण सेट करें',
} satisfies Translation<typeof secondFactorText>;
