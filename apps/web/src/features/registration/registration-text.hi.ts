import {
  type BusinessType,
  type DocumentType,
  intlLocales,
  maxUploadBytes,
  uploadExtensions,
} from '@shata/domain';
import { formatFileSize } from '../../lib/file-size';
import { profileFieldNamesHi } from '../../lib/i18n/messages/profile-fields.hi';

// Written from the upload rules, as the English is: 'JPG, JPEG, PNG या PDF'.
const extensions = uploadExtensions.map((extension) => extension.toUpperCase());
const uploadTypes = `${extensions.slice(0, -1).join(', ')} या ${extensions.at(-1)}`;
const uploadLimit = formatFileSize(maxUploadBytes);
// 'Complete the four document steps': Hindi says 'all four' (चारों).
const stepCountWords: Readonly<Record<number, string>> = { 2: 'दोनों', 3: 'तीनों', 4: 'चारों' };

/** What each kind of business uploads, as the documents section says it. */
const businessTypeDocuments: Record<BusinessType, string> = {
  individual:
    'व्यक्तिगत या एकल स्वामित्व (प्रोप्राइटरशिप): आधार कार्ड, और GST प्रमाणपत्र सिर्फ़ तब जब आपके पास GST नंबर हो।',
  partnership:
    'साझेदारी फ़र्म: पंजीकरण करने वाले पार्टनर का आधार कार्ड, और अगर फ़र्म के पास GST नंबर है तो GST प्रमाणपत्र।',
  llp: 'लिमिटेड लायबिलिटी पार्टनरशिप: आधार कार्ड, LLPIN वाला निगमन प्रमाणपत्र (Certificate of Incorporation), और अगर GST नंबर है तो GST प्रमाणपत्र।',
  company:
    'कंपनी: आधार कार्ड, GST प्रमाणपत्र, और CIN वाला निगमन प्रमाणपत्र (Certificate of Incorporation)।',
};
const panOptional = 'PAN कार्ड सभी के लिए वैकल्पिक है।';

const genders: Readonly<Record<string, string>> = { M: 'पुरुष', F: 'महिला', T: 'ट्रांसजेंडर' };

/** The registration's words in Hindi; `registrationCatalogue` checks them against the English. */
export const registrationTextHi = {
  title: 'पार्टनर पंजीकरण',
  hero: {
    title: 'Shata में आपका स्वागत है',
    intro:
      'हमें अपने और अपने व्यवसाय के बारे में बताइए, अपनी कंपनी का पता जोड़िए और अपने दस्तावेज़ अपलोड कीजिए। हमारी टीम के सत्यापन के बाद आप बुकिंग लेना शुरू कर सकते हैं।',
    imagesLabel: 'Shata पार्टनर क्या करते हैं',
    images: {
      eventPlanning: 'सजे हुए मंच की योजना जाँचता एक इवेंट प्लानर',
      catering: 'बुफ़े से खाना परोसता एक कैटरर',
      photography: 'एक कार्यक्रम में तस्वीरें लेता एक फ़ोटोग्राफ़र',
    },
  },
  loadingPartner: 'आपकी सहेजी गई जानकारी लोड हो रही है…',
  draft: {
    savedAt: (at: Date) =>
      `ड्राफ़्ट ${at.toLocaleTimeString(intlLocales.hi, { hour: '2-digit', minute: '2-digit' })} पर सहेजा गया। आप किसी भी डिवाइस पर इसे आगे भर सकते हैं।`,
    failed: 'आपका ड्राफ़्ट अभी सहेजा नहीं जा सका। आगे भरते समय यह फिर से सहेजा जाएगा।',
  },
  sections: {
    businessType: '1. आपका व्यवसाय',
    basic: '2. बुनियादी जानकारी',
    location: '3. कंपनी का पता',
    registrationNumbers: '4. पंजीकरण नंबर',
    documents: '5. दस्तावेज़',
  },
  businessType: {
    legend: 'आपका व्यवसाय किस प्रकार का है?',
    hint: 'इसी से तय होता है कि हम आपसे कौन-से दस्तावेज़ और नंबर माँगेंगे।',
  },
  formHeading: 'आपकी जानकारी',
  requiredNote: 'जिन फ़ील्ड पर “वैकल्पिक” लिखा है, उन्हें छोड़कर सभी ज़रूरी हैं।',
  fields: {
    name: 'नाम',
    phone: 'फ़ोन नंबर',
    aadhaar: 'आधार नंबर',
    company: 'कंपनी का नाम',
    services: 'सेवाएँ',
    address: 'मकान नंबर / पता',
    street: 'गली / सड़क',
    landmark: 'लैंडमार्क (वैकल्पिक)',
    city: 'शहर',
    state: 'राज्य',
    postalCode: 'पिन कोड',
    country: 'देश',
    gst: 'GST नंबर (वैकल्पिक)',
    pan: 'PAN नंबर (वैकल्पिक)',
    cin: 'CIN नंबर (वैकल्पिक)',
    llpin: 'LLPIN',
  },
  fieldToFix: (field: string) => `कृपया ${field} जाँच लें।`,
  profileFieldLabels: profileFieldNamesHi,
  trust: {
    note: 'आपका आधार नंबर और दस्तावेज़ सिर्फ़ आप और हमारी सत्यापन टीम देख सकते हैं। नंबर एन्क्रिप्ट करके रखा जाता है और सहेजने के बाद छिपा हुआ दिखता है; दस्तावेज़ कभी सार्वजनिक नहीं होते।',
    link: 'हम आपके दस्तावेज़ कैसे रखते हैं (नए टैब में खुलेगा)',
  },
  aadhaarMaskedHint: 'आपका सहेजा हुआ आधार नंबर छिपा है। कोई दूसरा नंबर लिखने के लिए फ़ील्ड खाली करें।',
  aadhaarQr: {
    scan: 'अपने आधार का QR स्कैन करें',
    scanHint: 'वैकल्पिक: इससे आपका आधार जाँचा जाता है, और आपका नाम और पता अपने-आप भरा जा सकता है।',
    title: 'अपने आधार का QR स्कैन करें',
    description:
      'अपने आधार कार्ड या e-Aadhaar का QR कोड कैमरे के सामने रखें, या उसकी कोई तस्वीर चुनें। हम UIDAI के हस्ताक्षर से इसे जाँचते हैं और आपको दिखाते हैं कि इसमें क्या लिखा है।',
    camera: 'कैमरे का दृश्य',
    startingCamera: 'कैमरा चालू हो रहा है…',
    loadingDecoder: 'QR रीडर तैयार हो रहा है…',
    pointCamera: 'QR कोड को फ़्रेम के अंदर, अच्छी रोशनी में, तब तक रखें जब तक वह पढ़ न लिया जाए।',
    cameraDenied:
      'कैमरे की अनुमति नहीं मिली। आप इसे अपने ब्राउज़र की सेटिंग में चालू कर सकते हैं, या इसकी जगह QR कोड की कोई तस्वीर चुनें।',
    cameraUnavailable: 'इस डिवाइस पर कैमरा चालू नहीं हो सका। इसकी जगह QR कोड की कोई तस्वीर चुनें।',
    decoderFailed:
      'QR रीडर लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें, फिर यह विंडो बंद करके फिर से कोशिश करें।',
    choosePicture: 'तस्वीर चुनें',
    pictureHint: 'QR कोड की फ़ोटो या स्क्रीनशॉट, जिसमें पूरा कोड साफ़ दिखे।',
    readingPicture: 'तस्वीर पढ़ी जा रही है…',
    noCodeInPicture: 'इस तस्वीर में कोई QR कोड नहीं मिला। ऐसी साफ़ तस्वीर चुनें जिसमें पूरा QR कोड दिखे।',
    pictureUnreadable: 'यह तस्वीर खुल नहीं सकी। JPG या PNG तस्वीर चुनें।',
    notSecureQr:
      'यह QR कोड आधार सिक्योर QR नहीं है, इसलिए इससे आपके आधार की पुष्टि नहीं हो सकती। अपने आधार कार्ड या e-Aadhaar पर छपा QR कोड स्कैन करें। पुराने कार्डों पर दूसरी तरह का QR कोड हो सकता है: UIDAI से डाउनलोड किए गए e-Aadhaar पर सिक्योर QR होता है।',
    checking: 'UIDAI के हस्ताक्षर से QR कोड जाँचा जा रहा है…',
    verified: 'UIDAI के हस्ताक्षर से सत्यापित',
    detailsHeading: 'आपके आधार पर',
    details: {
      name: 'नाम',
      yearOfBirth: 'जन्म का वर्ष',
      gender: 'लिंग',
      address: 'पता',
    },
    gender: (code: string) => genders[code.trim().toUpperCase()] ?? code,
    last4Mismatch: (last4: string) =>
      `यह QR उस आधार नंबर का है जिसके आख़िरी 4 अंक ${last4} हैं, आपके लिखे नंबर का नहीं। नंबर जाँचें, या अपने कार्ड का QR स्कैन करें।`,
    numberMissing: (last4: string) =>
      `यह QR उस आधार नंबर का है जिसके आख़िरी 4 अंक ${last4} हैं। आधार नंबर फ़ील्ड में पूरा नंबर लिखें।`,
    useHint:
      'हर बटन उन फ़ील्ड में अभी लिखी जानकारी की जगह यह जानकारी भर देता है। पता तभी इस्तेमाल करें जब आपकी कंपनी उसी जगह पर हो।',
    useName: 'यह नाम इस्तेमाल करें',
    useAddress: 'यह पता इस्तेमाल करें',
    nameUsed: 'आपके आधार का नाम अब नाम फ़ील्ड में भर दिया गया है।',
    addressUsed: 'आपके आधार का पता अब कंपनी के पते वाले फ़ील्ड में भर दिया गया है। कृपया इसे जाँच लें।',
    scanAgain: 'फिर से स्कैन करें',
    close: 'बंद करें',
  },
  services: {
    choose: 'सेवाएँ चुनें',
    selected: 'चुनी गई सेवाएँ',
    remove: (service: string) => `${service} हटाएँ`,
  },
  countries: {
    India: 'भारत',
    'United States': 'अमेरिका',
    'United Kingdom': 'यूनाइटेड किंगडम',
    Australia: 'ऑस्ट्रेलिया',
    Canada: 'कनाडा',
    Other: 'अन्य',
  },
  location: {
    intro: 'पता भरने के लिए अपनी मौजूदा लोकेशन इस्तेमाल करें, या पता खुद लिखें।',
    detecting: 'लोकेशन का पता लगाया जा रहा है...',
    filled: 'आपकी लोकेशन से पता भर दिया गया है। कृपया इसे जाँच लें।',
    unavailable: 'आपकी लोकेशन का पता नहीं चल सका। कृपया पता खुद लिखें।',
    timeout: 'लोकेशन का पता लगाने में बहुत समय लगा। कृपया फिर से कोशिश करें या पता खुद लिखें।',
  },
  registrationNumbers: {
    intro: {
      individual: 'अगर आपके पास GST और PAN नंबर हैं, तो उन्हें लिखें।',
      partnership: 'अगर फ़र्म के पास GST और PAN नंबर हैं, तो उन्हें लिखें।',
      llp: 'अपना LLPIN लिखें (यह आपके निगमन प्रमाणपत्र (Certificate of Incorporation) पर होता है), और अगर आपके पास GST और PAN नंबर हैं तो वे भी।',
      company: 'अगर आपके पास GST, PAN और CIN नंबर हैं, तो उन्हें लिखें।',
    },
    llpinHint: 'तीन अक्षर, एक हाइफ़न और चार अंक, जैसा आपके निगमन प्रमाणपत्र पर लिखा है।',
  },
  documents: {
    intro: `हर दस्तावेज़ ${uploadTypes} फ़ाइल के रूप में अपलोड करें, ज़्यादा से ज़्यादा ${uploadLimit} तक।`,
    needed: (type: BusinessType) => `${businessTypeDocuments[type]} ${panOptional}`,
    why: (document: DocumentType, type: BusinessType): string => {
      switch (document) {
        case 'aadharCard':
          return 'हर पार्टनर से माँगा जाता है: इससे पता चलता है कि आप कौन हैं।';
        case 'panCard':
          return 'वैकल्पिक: इससे हम आपके GST नंबर को आपसे मिला पाते हैं। चाहें तो इसे छोड़ दें।';
        case 'gstCertificate':
          return type === 'company'
            ? 'हर कंपनी से माँगा जाता है: इससे आपका GST पंजीकरण दिखता है।'
            : 'आपने GST नंबर दिया है, इसलिए माँगा गया है: इससे वह पंजीकरण दिखता है।';
        case 'incorporationCertificate':
          return type === 'llp'
            ? 'हर LLP से माँगा जाता है: इससे आपका LLPIN दिखता है।'
            : 'हर कंपनी से माँगा जाता है: इससे आपका CIN दिखता है।';
      }
    },
    steps: 'दस्तावेज़ के चरण',
    stepHeading: (position: number, count: number, label: string) =>
      `चरण ${position} (कुल ${count}): ${label}`,
    optional: '(वैकल्पिक)',
    fileLabel: (label: string) => `${label} की फ़ाइल`,
    chooseFile: 'फ़ाइल चुनें',
    takePhoto: 'फ़ोटो लें',
    takePhotoOf: (label: string) => `${label} की फ़ोटो लें`,
    fileHint: `${uploadTypes}, ज़्यादा से ज़्यादा ${uploadLimit}।`,
    notChosen: 'अभी नहीं चुना गया',
    onFile: 'हमारे पास जमा है',
    onFileNamed: (file: string) => `हमारे पास जमा है: ${file}`,
    view: 'देखें',
    viewDocument: (label: string) => `हमारे पास जमा ${label} दस्तावेज़ देखें`,
    onFileHint: 'एक दस्तावेज़ हमारे पास जमा है। उसे बदलना हो, तभी फ़ाइल चुनें।',
    skipped: 'छोड़ दिया गया',
    chosen: (name: string, size: string) => `${name} (${size})`,
    replace: 'बदलें',
    change: 'बदलें',
    replaceNamed: (label: string) => `${label} बदलें`,
    changeNamed: (label: string) => `${label} बदलें`,
    back: 'पीछे',
    next: 'आगे',
    uploaded: 'अपलोड हो गया',
    progress: (label: string) => `${label} के अपलोड की प्रगति`,
    sending: (sent: string, total: string, speed: string | null, left: string | null) =>
      [`${total} में से ${sent}`, speed && `${speed}/s`, left && `लगभग ${left} बाकी`]
        .filter(Boolean)
        .join(' · '),
    secondsLeft: (seconds: number) => `${seconds} सेकंड`,
    minutesLeft: (minutes: number) => `${minutes} मिनट`,
    waitingForNetwork: 'नेटवर्क का इंतज़ार है… नेटवर्क लौटते ही अपलोड आगे बढ़ेगा।',
    readyToSubmit: 'अपलोड हो गया, जमा करने के लिए तैयार',
    staged: (file: string) => `${file} · अपलोड हो गया, जमा करने के लिए तैयार`,
    resumeHint: (file: string, percent: number) =>
      `${file} का अपलोड ${percent}% पर रुक गया था। वहीं से आगे बढ़ाने के लिए वही फ़ाइल फिर से चुनें।`,
    waitingForUploads: 'अपलोड पूरे होने का इंतज़ार है…',
  },
  review: {
    reasonLabel: 'कारण',
    documentRejected: (label: string) =>
      `आपका ${label} दस्तावेज़ स्वीकार नहीं किया गया। कृपया इसे फिर से अपलोड करें।`,
  },
  submit: 'जमा करें',
  submitHint: (steps: number) =>
    `जमा करने के लिए दस्तावेज़ के ${stepCountWords[steps] ?? steps} चरण पूरे करें।`,
};
