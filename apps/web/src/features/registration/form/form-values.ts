import {
  type BasicForm,
  basicFormSchema,
  countries,
  isService,
  type LocationForm,
  locationFormSchema,
  type Partner,
  requireBusinessNumbers,
  withPinCodeCheck,
} from '@shata/domain';
import type { z } from 'zod';

/**
 * The whole registration form: the business type, basic info and numbers
 * (basic form) and the location form side by side, with the numbers the
 * chosen type requires.
 */
export const registrationFormSchema = withPinCodeCheck(
  basicFormSchema.extend(locationFormSchema.shape),
).superRefine(requireBusinessNumbers);

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormOutput = z.output<typeof registrationFormSchema>;

export type AddressFieldName = 'address' | 'street' | 'landmark' | 'city' | 'state' | 'postalCode';

const coordinateText = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

const asCountry = (value: string | null | undefined): RegistrationFormInput['country'] =>
  countries.find((country) => country === value) ?? '';

/**
 * The form as a partner's record fills it in: empty for a new partner, their
 * saved details (the Aadhaar number masked) for one who comes back. One who
 * saved a profile before the type was asked is a company, so their form is
 * as it was; a new partner chooses.
 */
export function formValuesFrom(partner: Partner | undefined): RegistrationFormInput {
  const address = partner?.companyAddress;
  const savedBefore = Boolean(partner?.name?.trim());
  return {
    businessType: partner?.businessType ?? (savedBefore ? 'company' : ''),
    name: partner?.name ?? '',
    phone: partner?.mobileNo ?? '',
    aadhaar: partner?.aadharNo ?? '',
    company: partner?.companyName ?? '',
    service: (partner?.servicesSelected ?? []).filter(isService),
    gst: partner?.gstNo ?? '',
    pan: partner?.panNo ?? '',
    cin: partner?.cinNo ?? '',
    llpin: partner?.llpinNo ?? '',
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
  const {
    businessType,
    name,
    phone,
    aadhaar,
    company,
    service,
    gst,
    pan,
    cin,
    llpin,
    ...location
  } = values;
  return {
    basic: { businessType, name, phone, aadhaar, company, service, gst, pan, cin, llpin },
    location,
  };
}
