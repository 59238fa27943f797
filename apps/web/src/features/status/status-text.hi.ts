import type { Translation } from '@shata/domain';
import { profileFieldNamesHi } from '../../lib/i18n/messages/profile-fields.hi';
import type { statusText } from './status-text';

export const statusTextHi = {
  checklistHeading: 'आपके सत्यापन के चरण',
  aadhaarQrMismatch: (last4: string) =>
    `आपके आधार पर लगा QR उस नंबर का है जिसके आखिरी अंक ${last4} हैं, न कि आपके दिए आधार नंबर का। अपनी जानकारी में नंबर जाँचें, या अपने ही कार्ड का QR स्कैन करें।`,
  steps: {
    profile: 'प्रोफ़ाइल और दस्तावेज़',
    videoKyc: 'वीडियो KYC रिकॉर्डिंग',
    kyc: 'KYC जाँच',
    companyVerification: 'कंपनी सत्यापन',
    inPersonVerification: 'व्यक्तिगत सत्यापन',
    finalApproval: 'अंतिम स्वीकृति',
  },
  states: {
    done: 'पूरा हुआ',
    waiting: 'हमारी टीम की प्रतीक्षा में',
    'needs-action': 'आपको कुछ करना है',
    'not-started': 'अभी शुरू नहीं हुआ',
  },
  expectedWait: (days: number) => `आम तौर पर ${days} कार्य दिवस के अंदर`,
  toForm: 'पंजीकरण फ़ॉर्म पर जाएँ',
  fieldLabels: profileFieldNamesHi,
  fieldMissing: (label: string) => `${label} नहीं भरा गया है।`,
  fillIn: (label: string) => `${label} भरें`,
  documentMissing: (label: string) => `आपका ${label} दस्तावेज़ अभी अपलोड नहीं हुआ है।`,
  uploadDocument: (label: string) => `${label} दस्तावेज़ अपलोड करें`,
  recordVideo: 'Shata Partner ऐप में अपनी वीडियो KYC रिकॉर्ड करें।',
  recordVideoAgain: 'कृपया Shata Partner ऐप में अपनी वीडियो KYC फिर से रिकॉर्ड करें।',
  getApp: 'Shata Partner ऐप पाएँ',
  checkCompanyDetails: 'अपनी कंपनी की जानकारी जाँचें',
  contactSupport: 'कृपया इस बारे में हमारी सहायता टीम से संपर्क करें।',
  emailSupport: (email: string) => `${email} पर ईमेल करें`,
  callSupport: (phone: string) => `${phone} पर कॉल करें`,
} satisfies Translation<typeof statusText>;
