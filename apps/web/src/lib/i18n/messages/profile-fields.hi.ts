import type { RequiredProfileField } from '@shata/domain';

/**
 * The required profile fields' names in Hindi. The registration form says them
 * inside a sentence and the status checklist as a label: English writes them
 * apart (lower case, capitalised), Hindi, without capitals, alike.
 */
export const profileFieldNamesHi = {
  name: 'नाम',
  mobileNo: 'फ़ोन नंबर',
  companyName: 'कंपनी का नाम',
  companyLocation: 'कंपनी का पता',
  aadharNo: 'आधार नंबर',
  servicesSelected: 'सेवाएँ',
  gstNo: 'GST नंबर',
  cinNo: 'CIN नंबर',
  llpinNo: 'LLPIN',
} satisfies Record<RequiredProfileField, string>;
