import { messages } from '@shata/domain';

/**
 * Words of the My Account screen that the spec names without quoting (ours).
 * The spec's own strings come from `messages` in @shata/domain.
 */
export const accountText = {
  title: messages.header.myAccount,
  fields: {
    companyName: messages.fieldLabels.company,
    services: 'Services',
    personalEmail: 'Personal email',
    companyEmail: 'Company email',
    mobileNo: 'Mobile number',
    status: 'Status',
    gstNo: 'GST number',
    cinNo: 'CIN number',
    aadharNo: 'Aadhaar number',
    address: messages.fieldLabels.address,
  },
  /** Shown for a value the profile does not have. */
  empty: '—',
  /** What a screen reader says instead of the dash. */
  emptySpoken: 'Not provided',
} as const;
