import type { messages } from '../messages';
import type { Translation } from '../translation';
import { shellMessagesHi, waitInWordsHi } from './shell-messages';

type Review = (typeof messages)['review'];
type Validation = (typeof messages)['validation'];

/**
 * The parts of `messages` the partner's account screens read: sign-in and
 * sign-up, e-mail verification, the status screen, My Account and My
 * Bookings, with the few words of the review, the documents and validation
 * that those screens show (the checklist's refusals, the auth forms' field
 * errors).
 */
export type AccountMessages = Pick<
  typeof messages,
  | 'login'
  | 'signup'
  | 'verifyEmail'
  | 'account'
  | 'bookings'
  | 'status'
  | 'progress'
  | 'twoFactor'
  | 'identity'
  | 'limits'
> & {
  review: Pick<
    Review,
    | 'stageLabels'
    | 'fieldLabels'
    | 'stageRejected'
    | 'documentRejected'
    | 'uploadAgain'
    | 'reasonLabel'
  >;
  documents: Pick<(typeof messages)['documents'], 'labels'>;
  validation: Pick<
    Validation,
    'emailInvalid' | 'passwordTooShort' | 'passwordTooLong' | 'passwordMismatch'
  > & { required: Pick<Validation['required'], 'email' | 'password' | 'confirmPassword'> };
};

const weakPassword = 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।';
const passwordMismatch = 'दोनों पासवर्ड एक जैसे नहीं हैं।';

export const accountMessagesHi = {
  login: {
    forgotPassword: 'पासवर्ड भूल गए?',
    submit: 'लॉग इन करें',
    submitting: 'लॉग इन हो रहा है...',
    signUpLink: 'पार्टनर बनें',
    failed: 'ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।',
  },
  signup: {
    submit: 'सत्यापित करें',
    submitting: 'सत्यापित हो रहा है...',
    loginLink: 'लॉग इन करें',
    emailInUse: 'यह ईमेल पता पहले से पंजीकृत है।',
    weakPassword,
    failed: 'अकाउंट नहीं बन सका। कृपया फिर से कोशिश करें।',
    passwordMismatch,
    commonPassword: 'यह पासवर्ड सबसे आम पासवर्ड में से एक है। ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
    passwordRules: {
      heading: 'आपके पासवर्ड में ये ज़रूरी हैं',
      length: (min: number) => `कम से कम ${min} अक्षर`,
      common: 'सबसे आम पासवर्ड में से कोई न हो',
      met: 'पूरा हुआ',
      unmet: 'अभी नहीं',
      pending: 'साइन अप करते समय जाँचा जाएगा',
    },
  },
  verifyEmail: {
    resendIn: (seconds: number) => `${seconds} सेकंड बाद फिर से भेजें`,
    resendSuccess: 'सत्यापन का नया ईमेल भेज दिया गया है। कृपया अपना इनबॉक्स (और स्पैम फ़ोल्डर) देखें।',
    resendFailure: 'सत्यापन ईमेल नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  },
  account: {
    loading: 'लोड हो रहा है...',
    loadError: 'प्रोफ़ाइल की जानकारी लोड नहीं हो सकी',
  },
  bookings: {
    title: 'मेरी बुकिंग',
    viewFullDetails: 'पूरी जानकारी देखें',
    empty: 'कोई बुकिंग नहीं मिली।',
    loading: 'बुकिंग लोड हो रही हैं...',
    loadError: 'बुकिंग लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    loadMore: 'और बुकिंग दिखाएँ',
    loadingMore: 'और बुकिंग लोड हो रही हैं...',
    downloadApp:
      'इस बुकिंग की पूरी जानकारी Shata Partner ऐप में है। अपनी बुकिंग देखने और संभालने के लिए ऐप डाउनलोड करें।',
    close: 'बंद करें',
    cursorInvalid: 'यह पेज लिंक सही नहीं है। पहले पेज से फिर से शुरू करें।',
    pageSizeInvalid: 'पेज का आकार 1 से 100 तक की कोई पूरी संख्या होनी चाहिए',
    notFound: 'बुकिंग नहीं मिली।',
    recordNotFound: 'रिकॉर्ड नहीं मिला।',
    recordIdInvalid: 'रिकॉर्ड की id UUID होनी चाहिए।',
    recordMissing: (field: string) => `दिए गए ${field} वाला कोई रिकॉर्ड नहीं है।`,
    eventTypeRequired: 'इवेंट का प्रकार ज़रूरी है',
    dateInvalid: 'तारीख YYYY-MM-DD के रूप में लिखी होनी चाहिए',
    statusUnknown: 'स्थिति pending, confirmed, completed या cancelled होनी चाहिए',
    alreadyCancelled: 'यह बुकिंग पहले ही रद्द हो चुकी है।',
    recordNameRequired: 'नाम ज़रूरी है',
    thumbnailUrlInvalid: 'थंबनेल इसी पोर्टल का पाथ होना चाहिए, जैसे /thumbnails/wedding.svg',
    collectionUnknown: 'रिकॉर्ड events, catering या photography में से होते हैं।',
    fieldLabels: { eventType: 'इवेंट का प्रकार', partnerName: 'पार्टनर का नाम', recordName: 'नाम' },
  },
  status: {
    title: 'पंजीकरण की स्थिति',
    progressLabel: (percent: number) => `पंजीकरण ${percent}% पूरा`,
    continueToDashboard: 'डैशबोर्ड पर जाएँ',
    pleaseWait: 'कृपया प्रतीक्षा करें, हम आपकी जानकारी सत्यापित कर रहे हैं',
    loadError: 'स्थिति लोड नहीं हो सकी',
    notSubmitted: 'आपका पंजीकरण अभी जमा नहीं हुआ है',
    notSubmittedDetail: 'अपनी जानकारी भरें और अपने दस्तावेज़ अपलोड करें, ताकि उन्हें सत्यापन के लिए भेजा जा सके।',
    actionNeeded: 'एक चीज़ पर आपका ध्यान चाहिए। नीचे देखें कि क्या करना है।',
    beingChecked: {
      kyc: 'अभी जाँच हो रही है: आपकी वीडियो KYC रिकॉर्डिंग',
      companyVerification: 'अभी जाँच हो रही है: आपकी कंपनी की जानकारी',
      inPersonVerification: 'अभी जाँच हो रही है: आपका व्यक्तिगत सत्यापन',
      finalApproval: 'अभी जाँच हो रही है: अंतिम स्वीकृति के लिए आपका पंजीकरण',
    },
  },
  progress: {
    downloadApp: 'अपना पंजीकरण पूरा करने के लिए Shata Partner ऐप डाउनलोड करें',
    onlineKycCompleted: 'ऑनलाइन KYC पूरा हुआ',
    companyVerificationCompleted: 'कंपनी सत्यापन पूरा हुआ',
    companyVerificationApproved: 'कंपनी सत्यापन स्वीकृत',
    allVerificationsCompleted: 'सभी सत्यापन पूरे हो गए!',
  },
  twoFactor: {
    notEnrolled: 'ऑपरेटरों के लिए दूसरा चरण (टू-फ़ैक्टर) ज़रूरी है। कंसोल इस्तेमाल करने के लिए ऑथेंटिकेटर ऐप सेट करें।',
    notPassed: 'कंसोल इस्तेमाल करने के लिए अपने ऑथेंटिकेटर ऐप का कोड डालें।',
    stepUpRequired: 'यह करने के लिए अपने ऑथेंटिकेटर ऐप का नया कोड डालें।',
    invalidCode: 'यह कोड सही नहीं है। अपने फ़ोन का समय जाँचें और फिर से कोशिश करें।',
    invalidBackupCode: 'यह बैकअप कोड सही नहीं है, या पहले ही इस्तेमाल हो चुका है।',
    locked: (minutes: number) =>
      `बहुत ज़्यादा गलत कोड डाले गए। दूसरा चरण ${minutes} मिनट के लिए बंद कर दिया गया है।`,
    signInExpired: 'आपके लॉग इन का समय खत्म हो गया है। कृपया फिर से लॉग इन करें।',
    tooManyAttempts: 'इस लॉग इन में बहुत ज़्यादा गलत कोड डाले गए। कृपया फिर से लॉग इन करें।',
    alreadyEnabled: 'इस अकाउंट के लिए दूसरा चरण पहले से सेट है।',
    notEnabled: 'पहले दूसरा चरण सेट करें।',
    codeFormat: 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड डालें।',
    backupCodeFormat: 'बैकअप कोड ठीक वैसे ही डालें जैसा दिया गया था, जैसे abcde-12345।',
  },
  identity: {
    bodyNotObject: 'अनुरोध का body एक JSON ऑब्जेक्ट होना चाहिए।',
    fieldRequired: (field: string) => `${field} ज़रूरी है।`,
    fieldNotText: (field: string) => `${field} टेक्स्ट होना चाहिए।`,
    portalPath: (field: string) => `${field} इसी पोर्टल का पाथ होना चाहिए, जैसे /login।`,
    resetRequested: 'अगर यह ईमेल हमारे सिस्टम में है, तो रीसेट लिंक के लिए अपना ईमेल देखें',
  },
  limits: {
    tryAgainIn: shellMessagesHi.tryAgainIn,
    tooManySignInsFromNetwork: (seconds: number) =>
      `आपके नेटवर्क से लॉग इन की बहुत ज़्यादा कोशिशें हुई हैं। कृपया ${waitInWordsHi(seconds)} बाद फिर से कोशिश करें।`,
    tooManySignIns: (minutes: number) =>
      `इस ईमेल पते से लॉग इन की बहुत ज़्यादा असफल कोशिशें हुई हैं। कृपया ${minutes} मिनट बाद फिर से कोशिश करें।`,
  },
  review: {
    stageLabels: {
      profileIncomplete: 'प्रोफ़ाइल अधूरी',
      documentsMissing: 'दस्तावेज़ बाकी',
      waitingForKyc: 'KYC जाँच की प्रतीक्षा में',
      companyVerification: 'कंपनी सत्यापन',
      inPersonVerification: 'व्यक्तिगत सत्यापन',
      approved: 'पूरी तरह स्वीकृत',
      rejected: 'अस्वीकृत',
    },
    fieldLabels: {
      kycStatus: 'KYC जाँच',
      cvStatus: 'कंपनी सत्यापन',
      ipvStatus: 'व्यक्तिगत सत्यापन',
      status: 'अंतिम स्वीकृति',
      videoUrl: 'वीडियो KYC रिकॉर्डिंग',
      booking: 'बुकिंग',
      assignee: 'किसे सौंपा गया',
    },
    stageRejected: (label: string) => `${label}: स्वीकृति नहीं मिली।`,
    documentRejected: (label: string) =>
      `आपका ${label} दस्तावेज़ स्वीकार नहीं किया गया। कृपया इसे फिर से अपलोड करें।`,
    uploadAgain: (label: string) => `${label} दस्तावेज़ फिर से अपलोड करें`,
    reasonLabel: 'कारण',
  },
  documents: {
    labels: {
      aadharCard: 'आधार',
      panCard: 'PAN',
      gstCertificate: 'GST प्रमाणपत्र',
      incorporationCertificate: 'निगमन प्रमाणपत्र (CIN)',
    },
  },
  validation: {
    emailInvalid: 'सही ईमेल पता लिखें',
    passwordTooShort: weakPassword,
    passwordTooLong: 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है।',
    passwordMismatch,
    required: {
      email: 'ईमेल ज़रूरी है',
      password: 'पासवर्ड ज़रूरी है',
      confirmPassword: 'कृपया अपना पासवर्ड दोबारा लिखें',
    },
  },
} satisfies Translation<AccountMessages>;
