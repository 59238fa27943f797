import type { shellMessages } from '../shell-messages';
import type { Translation } from '../translation';

/** A wait as people say it in Hindi: '45 सेकंड', '1 मिनट', '15 मिनट'. */
export function waitInWordsHi(seconds: number): string {
  if (seconds < 60) return `${seconds} सेकंड`;
  return `${Math.ceil(seconds / 60)} मिनट`;
}

export const shellMessagesHi = {
  header: {
    home: 'Shata होम पेज',
    brand: 'Shata',
    account: 'अकाउंट',
    login: 'लॉग इन',
    signUp: 'साइन अप',
    myAccount: 'मेरा अकाउंट',
    myBookings: 'मेरी बुकिंग',
    logout: 'लॉग आउट',
    verificationRequired: 'इस सुविधा का उपयोग करने के लिए अपना सत्यापन पूरा करें',
  },
  footer: {
    contactUs: 'हमसे संपर्क करें',
    mobileVersion: 'मोबाइल ऐप',
    termsLink: 'नियम और शर्तें',
  },
  appChooser: {
    title: 'अपना ऐप चुनें',
    partnerApp: 'सेवा देने वालों के लिए',
    googlePlay: 'Google Play पर पाएँ',
    appStore: 'App Store से डाउनलोड करें',
    close: 'बंद करें',
  },
  common: {
    siteName: 'Shata पार्टनर पोर्टल',
    skipLink: 'सीधे मुख्य सामग्री पर जाएँ',
    loading: 'लोड हो रहा है…',
    loadingPortal: 'Shata पार्टनर पोर्टल लोड हो रहा है',
    tryAgain: 'फिर से कोशिश करें',
    dismiss: 'संदेश हटाएँ',
  },
  services: {
    'Event Planner': 'इवेंट प्लानर',
    Caterer: 'कैटरर',
    Photographer: 'फ़ोटोग्राफ़र',
  },
  language: {
    label: 'भाषा',
  },
  apiClient: {
    failed: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    unreachable: 'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
  tryAgainIn: (seconds: number) =>
    `बहुत ज़्यादा अनुरोध। कृपया ${waitInWordsHi(seconds)} बाद फिर से कोशिश करें।`,
} satisfies Translation<typeof shellMessages>;
