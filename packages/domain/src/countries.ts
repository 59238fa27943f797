/** The company-location country dropdown (spec section 9), in display order. */
export const countries = [
  'India',
  'United States',
  'United Kingdom',
  'Australia',
  'Canada',
  'Other',
] as const;

export type Country = (typeof countries)[number];

/** Reverse geocoding fills the country with this when it cannot tell (spec section 7). */
export const defaultCountry: Country = 'India';
