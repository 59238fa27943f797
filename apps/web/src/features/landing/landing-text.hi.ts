import type { Service, Translation } from '@shata/domain';
import { businessTypeDocumentsHi, panOptionalHi } from '@shata/domain/hi/business-type-messages';
import type { LandingFacts, landingText } from './landing-text';

/** The domain's landing words in Hindi, in this chunk, so the page fetches its Hindi in one go. */
export { landingMessagesHi } from '@shata/domain/hi/landing-messages';

/** The services as partners say them (docs/glossary-hi.md). */
const serviceNames: Record<Service, string> = {
  'Event Planner': 'इवेंट प्लानर',
  Caterer: 'कैटरर',
  Photographer: 'फ़ोटोग्राफ़र',
};

/** The landing page's own words in Hindi, stating the same `facts` as the English. */
export function landingTextHi(facts: LandingFacts): Translation<typeof landingText> {
  return {
    hero: {
      intro:
        'इवेंट प्लानर, कैटरर या फ़ोटोग्राफ़र के रूप में Shata से जुड़ें और अपने आस-पास शादी, जन्मदिन और कॉर्पोरेट इवेंट की योजना बना रहे ग्राहकों तक पहुँचें।',
      imagesLabel: 'ऐसे इवेंट, जिन्हें Shata पार्टनर यादगार बनाते हैं',
    },
    about: {
      title: 'Shata के बारे में',
      body: [
        'Shata इवेंट सेवाओं का एक मार्केटप्लेस है। ग्राहक यहाँ भरोसेमंद इवेंट प्लानर, कैटरर और फ़ोटोग्राफ़र ढूँढकर बुक करते हैं; पार्टनर को हर लीड के पीछे ख़ुद भागे बिना लगातार काम मिलता है।',
        'हम हर पार्टनर का सत्यापन करते हैं, ताकि ग्राहक भरोसे के साथ बुक करें, और बुकिंग व भुगतान हम सँभालते हैं, ताकि आप अपने इवेंट पर ध्यान दे सकें।',
      ],
    },
    partner: {
      title: 'Shata पार्टनर बनें',
      intro: 'Shata Partner ऐप डाउनलोड करें, या यहाँ साइन अप करें और बाकी काम अपने फ़ोन पर पूरा करें।',
      slidesLabel: 'जुड़ने का तरीका',
      slides: [
        {
          title: 'कुछ ही मिनटों में साइन अप करें',
          body: 'अपने ईमेल पते से अकाउंट बनाएँ और एक क्लिक में उसे सत्यापित करें।',
          alt: 'Shata की साइन-अप स्क्रीन दिखाता हुआ एक फ़ोन',
        },
        {
          title: 'सत्यापन कराएँ',
          body: 'अपने व्यवसाय की जानकारी भरें और अपने दस्तावेज़ अपलोड करें; हमारी टीम उनकी जाँच करती है।',
          alt: 'हरे सत्यापन निशान वाला एक दस्तावेज़',
        },
        {
          title: 'बुकिंग लेना शुरू करें',
          body: 'अपने आस-पास की लीड पाएँ, बुकिंग पक्की करें और Shata के ज़रिए भुगतान पाएँ।',
          alt: 'पक्की बुकिंग के निशान वाला एक कैलेंडर',
        },
      ],
    },
    benefits: {
      title: 'Shata के पार्टनर क्यों बनें',
      bodies: [
        `आपके आस-पास इवेंट की योजना बना रहे ग्राहक आपको ढूँढ लेते हैं: आपके शहर के हिसाब से आपके ${facts.widestLeadRadiusKm} km के दायरे तक।`,
        'हर लीड और बुकिंग एक ही जगह देखें और पार्टनर ऐप से उन्हें पक्का करें।',
        `आपकी बुकिंग का भुगतान हर लेन-देन के ${facts.settlementBusinessDays} कार्य दिवस बाद आपके खाते में आ जाता है।`,
        `साल में कम से कम ${facts.leadsPerYear} लीड, और अच्छी रेटिंग पर नवीनीकरण में छूट।`,
        'हर पार्टनर और ग्राहक सत्यापित होता है, और आपके दस्तावेज़ निजी रखे जाते हैं।',
        'अपने दस्तावेज़ ऑनलाइन अपलोड करें और वीडियो KYC ऐप में पूरा करें: दफ़्तर जाने की ज़रूरत नहीं।',
      ],
    },
    faq: {
      title: 'अक्सर पूछे जाने वाले सवाल',
      items: [
        {
          question: 'Shata क्या है?',
          answer:
            'Shata एक मार्केटप्लेस है, जहाँ ग्राहक इवेंट सेवाएँ बुक करते हैं: इवेंट प्लानर, कैटरर और फ़ोटोग्राफ़र। पार्टनर को अपने आस-पास के ग्राहकों से लीड और बुकिंग मिलती हैं।',
        },
        {
          question: 'Shata पार्टनर कौन बन सकता है?',
          answer: `कोई भी व्यवसाय या पेशेवर, जो इनमें से कोई सेवा देता है: ${facts.services.map((service) => serviceNames[service]).join(', ')}।`,
        },
        {
          question: 'मैं पार्टनर के रूप में पंजीकरण कैसे करूँ?',
          answer:
            'अपने ईमेल पते से साइन अप करें, हमारे भेजे गए मेल से उसकी पुष्टि करें, फिर अपने व्यवसाय की जानकारी भरें और अपने दस्तावेज़ अपलोड करें। वीडियो KYC, Shata Partner ऐप में पूरा होता है।',
        },
        {
          question: 'मुझे कौन-से दस्तावेज़ चाहिए?',
          answer: `यह आपके व्यवसाय के प्रकार पर निर्भर करता है, जो फ़ॉर्म सबसे पहले पूछता है। ${Object.values(businessTypeDocumentsHi).join(' ')} ${panOptionalHi} हर दस्तावेज़ ${facts.megabytes} MB तक की ${facts.fileTypes.join(', ')} फ़ाइल हो सकता है।`,
        },
        {
          question: 'सत्यापन में कितना समय लगता है, और मुझे कैसे पता चलेगा कि मेरा काम कहाँ तक पहुँचा?',
          answer:
            'हमारी टीम आपकी जानकारी और दस्तावेज़ों की समीक्षा करती है, फिर कंपनी सत्यापन और व्यक्तिगत सत्यापन होता है। आपका स्थिति पेज हर चरण पर दिखाता है कि आप कहाँ तक पहुँचे हैं, और कुछ भी बदलने पर हम आपको ईमेल करते हैं।',
        },
      ],
    },
    contact: {
      title: 'हमसे संपर्क करें',
      intro: 'जुड़ने या अपने अकाउंट के बारे में कोई सवाल है? हमें लिखें, हम आपको जवाब देंगे।',
      formTitle: 'हमें संदेश भेजें',
      fields: {
        firstName: 'पहला नाम',
        lastName: 'उपनाम',
        phone: 'फ़ोन नंबर',
        email: 'ईमेल',
        message: 'संदेश',
      },
      send: 'संदेश भेजें',
      sending: 'भेजा जा रहा है...',
      sent: 'धन्यवाद! आपका संदेश भेज दिया गया है। हम जल्द ही जवाब देंगे।',
      honeypotLabel: 'वेबसाइट',
      imagesLabel: 'Shata इवेंट के कुछ पल',
      images: [
        'गेंदे की मालाओं से सजा शादी का मंच',
        'भारतीय खाने की प्लेटों वाली बुफ़े टेबल',
        'पार्टी में कैमरे के साथ एक फ़ोटोग्राफ़र',
        'मोमबत्तियों और गुब्बारों के साथ जन्मदिन का केक',
        'कॉर्पोरेट इवेंट के लिए सजा कॉन्फ़्रेंस हॉल',
        'मेहंदी से सजे हाथ',
        'डिनर के लिए सजी मेज़ों के ऊपर जगमगाती लाइटें',
      ],
      office: {
        title: 'हमारा दफ़्तर',
        hoursLabel: 'दफ़्तर का समय',
        /** `officeHours` of @shata/domain, as Hindi says a time of day. */
        hours: 'सुबह 10:00 से शाम 7:00 बजे तक',
        phoneLabel: `${facts.phoneAvailability} फ़ोन सहायता`,
        whatsAppLabel: 'WhatsApp',
        emailLabel: 'ईमेल',
        emailReply: `हम ${facts.emailReplyWithinHours} घंटे के अंदर जवाब देते हैं`,
      },
      mapTitle: 'Shata का दफ़्तर दिखाता नक्शा',
      openMap: 'नक्शा नए टैब में खोलें',
    },
  };
}
