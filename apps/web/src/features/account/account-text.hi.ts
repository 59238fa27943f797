import type { Translation } from '@shata/domain';
import type { accountText } from './account-text';

export const accountTextHi = {
  title: 'मेरा अकाउंट',
  fields: {
    companyName: 'कंपनी का नाम',
    services: 'सेवाएँ',
    personalEmail: 'निजी ईमेल',
    companyEmail: 'कंपनी का ईमेल',
    mobileNo: 'मोबाइल नंबर',
    status: 'स्थिति',
    gstNo: 'GST नंबर',
    cinNo: 'CIN नंबर',
    aadharNo: 'आधार नंबर',
    address: 'पता',
  },
  empty: '—',
  emptySpoken: 'नहीं दिया गया',
} satisfies Translation<typeof accountText>;
