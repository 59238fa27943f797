import type { landingMessages } from '../landing-messages';
import type { Translation } from '../translation';

/** The landing page's words in Hindi: loaded on its own, so the first page fetches nothing else. */
export const landingMessagesHi = {
  heroTitle: 'अपने हुनर को कमाई में बदलें',
  becomeAPartner: 'पार्टनर बनें',
  joinShataToday: 'आज ही Shata से जुड़ें',
  loginSignUp: 'लॉग इन/साइन अप',
  downloadApp: 'ऐप डाउनलोड करें',
  benefitTitles: [
    'ज़्यादा ग्राहकों तक पहुँचें',
    'बुकिंग आसानी से सँभालें',
    'पक्का भुगतान',
    'अपना व्यवसाय बढ़ाएँ',
    'सुरक्षित और भरोसेमंद प्लेटफ़ॉर्म',
    'आसान KYC के साथ जुड़ें',
  ],
} satisfies Translation<typeof landingMessages>;
