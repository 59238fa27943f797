import {
  type BasicForm,
  basicFormSchema,
  countries,
  isService,
  type LocationForm,
  locationFormSchema,
  type Partner,
  withPinCodeCheck,
} from '@shata/domain';
import type { z } from 'zod';

/** The whole registration form: steps 1 and 3 (basic form) and step 2 (location form) side by side. */
export const registrationFormSchema = withPinCodeCheck(
  basicFormSchema.extend(locationFormSchema.shape),
);

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormOutput = z.output<typeof registrationFormSchema>;

export type AddressFieldName = 'address' | 'street' | 'landmark' | 'city' | 'state' | 'postalCode';

const coordinateText = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

const asCountry = (value: string | null | undefined): RegistrationFormInput['country'] =>
  countries.find((country) => country === value) ?? '';

/**
 * The form as a partner's record fills it in: empty for a new partner, their
 * saved details (the Aadhaar number masked) for one who comes back.
 */
export function formValuesFrom(partner: Partner | undefined): RegistrationFormInput {
  const address = partner?.companyAddress;
  return {
    name: partner?.name ?? '',
    phone: partner?.mobileNo ?? '',
    aadhaar: partner?.aadharNo ?? '',
    company: partner?.companyName ?? '',
    service: (partner?.servicesSelected ?? []).filter(isService),
    gst: partner?.gstNo ?? '',
    pan: partner?.panNo ?? '',
    cin: partner?.cinNo ?? '',
    address: address?.address ?? '',
    street: address?.street ?? '',
    landmark: address?.landmark ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    country: asCountry(address?.country),
    latitude: coordinateText(partner?.latitude),
    longitude: coordinateText(partner?.longitude),
  };
}

/** The validated form split into the two forms `buildPartnerUpdate` takes. */
export function splitForms(values: RegistrationFormOutput): {
  basic: BasicForm;
  location: LocationForm;
} {
  const { name, phone, aadhaar, company, service, gst, pan, cin, ...location } = values;
  return { basic: { name, phone, aadhaar, company, service, gst, pan, cin }, location };
}
