import type { businessTypeDocuments, panOptional } from '../business-type-messages';
import type { Translation } from '../translation';

/** What each kind of business uploads, in Hindi (the landing page's FAQ and the form's help). */
export const businessTypeDocumentsHi = {
  individual:
    'व्यक्तिगत या एकल स्वामित्व (प्रोप्राइटरशिप): आधार कार्ड, और GST प्रमाणपत्र सिर्फ़ तब, जब आपके पास GST नंबर हो।',
  partnership:
    'साझेदारी फ़र्म: पंजीकरण करने वाले पार्टनर का आधार कार्ड, और GST प्रमाणपत्र, अगर फ़र्म के पास GST नंबर है।',
  llp: 'लिमिटेड लायबिलिटी पार्टनरशिप (LLP): आधार कार्ड, LLPIN वाला निगमन प्रमाणपत्र (Certificate of Incorporation), और GST प्रमाणपत्र, अगर उसके पास GST नंबर है।',
  company:
    'कंपनी: आधार कार्ड, GST प्रमाणपत्र, और CIN वाला निगमन प्रमाणपत्र (Certificate of Incorporation)।',
} satisfies Translation<typeof businessTypeDocuments>;

export const panOptionalHi: Translation<typeof panOptional> = 'PAN कार्ड सभी के लिए वैकल्पिक है।';
