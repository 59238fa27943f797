import { plural } from '../locale';
import type { messages } from '../messages';
import type { Translation } from '../translation';

/** The registration's part of the domain's messages in Hindi: the form's words, its field errors and the upload and QR answers. */
export const registrationMessagesHi = {
  registration: {
    fillYourDetailsNow: 'अभी अपनी जानकारी भरें',
    noServicesSelected: 'कोई सेवा नहीं चुनी गई',
    getLocation: 'मेरी लोकेशन लें',
    selectCountry: 'देश चुनें',
    locationDenied: 'लोकेशन की अनुमति नहीं दी गई।',
    geolocationUnsupported: 'यह ब्राउज़र आपकी लोकेशन का पता नहीं लगा सकता।',
    skipPan: 'PAN छोड़ें',
    allDocumentsUploaded: 'सभी दस्तावेज़ अपलोड हो गए!',
    uploadingDocuments: (count: number) =>
      `${count} दस्तावेज़ अपलोड ${plural('hi', count, { one: 'हो रहा है', other: 'हो रहे हैं' })}…`,
    submitting: 'जमा हो रहा है...',
    submitSuccess: 'प्रोफ़ाइल और दस्तावेज़ अपडेट हो गए!',
    submitFailure: 'जमा करते समय कोई गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
    fileTooLarge: 'फ़ाइल 50MB से छोटी होनी चाहिए',
    partnerNotLoaded: 'आपकी पार्टनर जानकारी अभी लोड नहीं हुई है, इसलिए अपडेट नहीं हो सकता।',
  },
  documents: {
    labels: {
      aadharCard: 'आधार',
      panCard: 'PAN',
      gstCertificate: 'GST प्रमाणपत्र',
      incorporationCertificate: 'निगमन प्रमाणपत्र (CIN)',
    },
    fileTypeNotAllowed: 'फ़ाइल JPG, JPEG, PNG या PDF होनी चाहिए',
    notARealFile: (claimed: 'JPG' | 'PNG' | 'PDF') =>
      `यह फ़ाइल असली ${claimed} ${claimed === 'PDF' ? 'दस्तावेज़' : 'फ़ोटो'} नहीं है। अपने दस्तावेज़ की फ़ोटो या PDF चुनें।`,
    convertingPhoto: 'आपकी फ़ोटो तैयार हो रही है…',
    fileTooLarge: 'फ़ाइल 50MB से छोटी होनी चाहिए',
    fileEmpty: 'यह फ़ाइल खाली है। JPG, JPEG, PNG या PDF फ़ाइल चुनें।',
    uploadIncomplete: 'फ़ाइल पूरी अपलोड नहीं हुई। कृपया फिर से कोशिश करें।',
    oneFilePerUpload: 'हर अपलोड में एक ही दस्तावेज़ भेजें, एक ही फ़ाइल फ़ील्ड में।',
    notFound: 'दस्तावेज़ नहीं मिला।',
  },
  businessTypes: {
    individual: 'व्यक्तिगत या एकल स्वामित्व (प्रोप्राइटरशिप)',
    partnership: 'साझेदारी फ़र्म',
    llp: 'लिमिटेड लायबिलिटी पार्टनरशिप (LLP)',
    company: 'कंपनी (प्राइवेट या पब्लिक)',
  },
  uploads: {
    lengthRequired:
      'अपलोड शुरू करते समय फ़ाइल का साइज़ (Upload-Length) बताएँ; बिना साइज़ वाले अपलोड स्वीकार नहीं किए जाते।',
    bodyNotAllowed: 'अपलोड बिना body के शुरू करें, फिर उसके bytes PATCH से भेजें।',
    concatenationNotOffered:
      'दस्तावेज़ एक ही अपलोड में भेजें; कई हिस्सों में साथ-साथ भेजे गए अपलोड (Upload-Concat) स्वीकार नहीं किए जाते।',
    chunkTypeOnly:
      'यह content type यहाँ स्वीकार नहीं है। bytes को application/offset+octet-stream के रूप में भेजें।',
    metadataInvalid: 'Upload-Metadata सही नहीं है: कॉमा से अलग की गई keys, हर एक के साथ base64 value।',
    fingerprintInvalid: 'fingerprint में 1 से 128 तक अक्षर, अंक, कोलन, हाइफ़न या अंडरस्कोर होने चाहिए।',
    notFound: 'यह अपलोड नहीं मिला। हो सकता है इसका समय निकल गया हो: फ़ाइल फिर से चुनें।',
    offsetConflict:
      'सर्वर के पास इस अपलोड का कोई और हिस्सा है। अपलोड वहीं से आगे बढ़ेगा जहाँ तक सर्वर के पास है।',
    busy: 'यह अपलोड अभी एक दूसरा अनुरोध ले रहा है। उसके पूरा होते ही यह आगे बढ़ेगा।',
    nothingStaged: (label: string) =>
      `${label} की कोई फ़ाइल जमा होने के लिए तैयार नहीं है। फ़ाइल फिर से चुनें।`,
    notAsked: (label: string) => `इस तरह के व्यवसाय से ${label} नहीं माँगा जाता। इसके बिना जमा करें।`,
    submissionRefused: 'कुछ दस्तावेज़ जमा नहीं हो सके; कुछ भी सहेजा नहीं गया।',
    documentListed: 'हर दस्तावेज़ सूची में एक ही बार होना चाहिए।',
    submissionIdInvalid: 'submission id एक UUID होनी चाहिए।',
  },
  aadhaarQr: {
    qrDataInvalid: 'qrData में वही अंक होने चाहिए जो QR कोड में हैं, जैसे स्कैन हुए।',
    unreadable:
      'इस QR कोड को आधार सिक्योर QR के रूप में पढ़ा नहीं जा सका। अपने आधार कार्ड या e-Aadhaar का QR अच्छी रोशनी में फिर से स्कैन करें।',
    signatureInvalid:
      'इस QR कोड पर UIDAI के हस्ताक्षर नहीं हैं, इसलिए इससे आपके आधार की पुष्टि नहीं हो सकती। अपने आधार कार्ड या e-Aadhaar पर छपा QR स्कैन करें।',
  },
  fieldLabels: {
    email: 'ईमेल',
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    message: 'संदेश',
    name: 'नाम',
    company: 'कंपनी का नाम',
    address: 'पता',
    street: 'गली / सड़क',
    landmark: 'लैंडमार्क',
    city: 'शहर',
    state: 'राज्य',
    postalCode: 'पिन कोड',
    companyLocation: 'कंपनी का पता',
  },
  validation: {
    phoneDigits: 'फ़ोन नंबर 10 अंकों का होना चाहिए',
    aadhaarDigits: 'आधार नंबर 12 अंकों का होना चाहिए',
    passwordMismatch: 'दोनों पासवर्ड एक जैसे नहीं हैं।',
    passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।',
    aadhaarInvalid: 'यह आधार नंबर सही नहीं है',
    aadhaarRetype: 'पूरा 12 अंकों का आधार नंबर लिखें।',
    pan: 'PAN इस तरह का होना चाहिए: ABCDE1234F',
    gstShape: 'GST नंबर इस तरह का होना चाहिए: 22AAAAA0000A1Z5',
    gstInvalid: 'यह GST नंबर सही नहीं है',
    pinCode: 'पिन कोड 6 अंकों का होना चाहिए, जैसे 560001',
    cin: 'CIN इस तरह का होना चाहिए: U12345MH2020PTC123456',
    llpin: 'LLPIN इस तरह का होना चाहिए: AAA-1234',
    businessTypeUnknown: 'व्यवसाय का प्रकार individual, partnership, llp या company होना चाहिए',
    emailInvalid: 'सही ईमेल पता लिखें',
    passwordTooLong: 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है।',
    serviceUnknown: 'सेवाएँ इवेंट प्लानर, कैटरर और फ़ोटोग्राफ़र में से ही चुनें',
    serviceRepeated: 'हर सेवा एक ही बार चुनी जा सकती है',
    countryUnknown: 'सूची में से देश चुनें',
    companyAddressMismatch: 'कंपनी का पता, पते के हिस्सों को कॉमा से जोड़कर बना होना चाहिए',
    latitudeRange: 'अक्षांश -90 और 90 के बीच की संख्या होनी चाहिए',
    longitudeRange: 'देशांतर -180 और 180 के बीच की संख्या होनी चाहिए',
    tooLong: (field: string, max: number) => `${field} ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है`,
    unknownFields: (keys: readonly string[]) => `अनजान फ़ील्ड: ${keys.join(', ')}`,
    required: {
      email: 'ईमेल ज़रूरी है',
      password: 'पासवर्ड ज़रूरी है',
      confirmPassword: 'कृपया अपना पासवर्ड दोबारा लिखें',
      firstName: 'पहला नाम ज़रूरी है',
      lastName: 'उपनाम ज़रूरी है',
      phone: 'फ़ोन नंबर ज़रूरी है',
      message: 'संदेश ज़रूरी है',
      name: 'नाम ज़रूरी है',
      aadhaar: 'आधार नंबर ज़रूरी है',
      company: 'कंपनी का नाम ज़रूरी है',
      service: 'कम से कम एक सेवा चुनें',
      address: 'मकान नंबर / पता ज़रूरी है',
      street: 'गली / सड़क ज़रूरी है',
      city: 'शहर ज़रूरी है',
      state: 'राज्य ज़रूरी है',
      postalCode: 'पिन कोड ज़रूरी है',
      companyLocation: 'कंपनी का पता ज़रूरी है',
      businessType: 'बताएँ कि आपका व्यवसाय किस प्रकार का है',
      llpin: 'लिमिटेड लायबिलिटी पार्टनरशिप के लिए LLPIN ज़रूरी है',
    },
  },
} satisfies Translation<
  Pick<
    typeof messages,
    | 'registration'
    | 'documents'
    | 'businessTypes'
    | 'uploads'
    | 'aadhaarQr'
    | 'fieldLabels'
    | 'validation'
  >
>;
