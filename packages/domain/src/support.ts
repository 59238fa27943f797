/** Office hours shown in the contact section (spec section 9). */
export const officeHours = '10:00AM to 7:00PM';

/** Support promises of spec section 9. */
export const support = {
  phoneAvailability: '24/7',
  emailReplyWithinHours: 2,
} as const;
