import type { Translation } from '@shata/domain';
import type { mailText } from './mail-text';

const productName = 'Shata पार्टनर पोर्टल';

/** The partner's mails in Hindi (docs/glossary-hi.md): the operator's reason stays as they wrote it. */
export const mailTextHi = {
  layout: {
    productName,
    buttonFallback: 'अगर बटन काम न करे, तो यह लिंक कॉपी करके अपने ब्राउज़र में खोलें:',
  },
  verification: {
    subject: `${productName} के लिए अपना ईमेल सत्यापित करें`,
    thanks: `${productName} पर साइन अप करने के लिए धन्यवाद।`,
    confirm: 'कृपया यह लिंक खोलकर अपना ईमेल पता सत्यापित करें:',
    button: 'ईमेल सत्यापित करें',
    ignore: 'अगर आपने साइन अप नहीं किया है, तो इस ईमेल को अनदेखा कर दें।',
  },
  passwordReset: {
    subject: `अपने ${productName} अकाउंट का पासवर्ड रीसेट करें`,
    received: `हमें आपके ${productName} अकाउंट का पासवर्ड रीसेट करने का अनुरोध मिला है।`,
    choose: 'यह लिंक खोलकर नया पासवर्ड चुनें:',
    button: 'पासवर्ड रीसेट करें',
    expires: 'यह लिंक सिर्फ़ एक बार काम करता है और एक घंटे बाद बंद हो जाता है।',
    ignore:
      'अगर आपने पासवर्ड रीसेट करने के लिए नहीं कहा था, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
  update: {
    subject: (headline: string) => `${productName} पर आपका सत्यापन — ${headline}`,
    subjectOfMany: (headline: string, count: number) =>
      `${productName} पर आपका सत्यापन — ${headline} (${count} अपडेट)`,
    reason: (reason: string) => `कारण: ${reason}`,
    withReason: (headline: string, reason: string) => `${headline} कारण: ${reason}`,
    many: (count: number) => `आपके सत्यापन पर ${count} अपडेट:`,
    openPortal: 'पोर्टल खोलें',
    why: 'आपको यह ईमेल इसलिए मिला है क्योंकि आपने Shata पार्टनर के रूप में पंजीकरण किया है।',
  },
  review: {
    stageLabels: {
      kycStatus: 'KYC जाँच',
      cvStatus: 'कंपनी सत्यापन',
      ipvStatus: 'व्यक्तिगत सत्यापन',
      status: 'अंतिम स्वीकृति',
    },
    approved: {
      kycStatus: {
        headline: 'आपकी KYC जाँच स्वीकृत हो गई है',
        nextStep: 'अब हम आपकी कंपनी का सत्यापन कर रहे हैं।',
      },
      cvStatus: {
        headline: 'आपकी कंपनी का सत्यापन स्वीकृत हो गया है',
        nextStep: 'अगला चरण व्यक्तिगत सत्यापन है।',
      },
      ipvStatus: {
        headline: 'आपका व्यक्तिगत सत्यापन स्वीकृत हो गया है',
        nextStep: 'आख़िरी चरण हमारी अंतिम स्वीकृति है।',
      },
      status: {
        headline: 'आपको पूरी स्वीकृति मिल गई है',
        nextStep: 'पोर्टल में "मेरा अकाउंट" और "मेरी बुकिंग" अब आपके लिए खुले हैं।',
      },
    },
    videoReceived: {
      headline: 'आपकी वीडियो KYC रिकॉर्डिंग हमें मिल गई है',
      nextStep: 'हमारी टीम अब इसका सत्यापन करेगी।',
    },
    stageRejected: (label: string) => `${label}: स्वीकृति नहीं मिली।`,
    afterRejection: 'आगे क्या करना है, यह पोर्टल में आपके स्थिति पेज पर लिखा है।',
    documentLabels: {
      aadharCard: 'आधार',
      panCard: 'PAN',
      gstCertificate: 'GST प्रमाणपत्र',
      incorporationCertificate: 'निगमन प्रमाणपत्र (CIN)',
    },
    documentRejected: (label: string) => `आपका ${label} दस्तावेज़ स्वीकार नहीं किया गया`,
    uploadAgain: 'कृपया इसे पोर्टल में फिर से अपलोड करें।',
  },
} satisfies Translation<typeof mailText>;
