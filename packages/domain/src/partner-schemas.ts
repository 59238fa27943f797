/**
 * The registration form (spec section 5) and the partner update body
 * (section 3), validated by the same rules on both sides.
 */
import { z } from 'zod';
import { businessRequirements, businessTypeSchema, businessTypes } from './business-types';
import { countries } from './countries';
import { messages } from './messages';
import { takesPinCode } from './number-input';
import { type CompanyLocationPart, joinCompanyLocation } from './partner';
import {
  aadhaarOrMasked,
  latitude,
  longitude,
  maxLengths,
  optionalCin,
  optionalGstin,
  optionalLlpin,
  optionalPan,
  optionalText,
  email as personalEmail,
  phone,
  requiredText,
} from './schema-fields';
import { services } from './services';
import { validatePinCode } from './validators';

const v = messages.validation;
const required = v.required;
const label = messages.fieldLabels;

/** At least one of the offered services, each at most once. */
const serviceList = z
  .array(z.enum(services, { error: v.serviceUnknown }), { error: required.service })
  .min(1, required.service)
  .refine((list) => new Set(list).size === list.length, v.serviceRepeated);

export const basicFormSchema = z.object({
  // Ours: asked first; what else is required follows from it (`requireBusinessNumbers`).
  businessType: z
    .string({ error: required.businessType })
    .pipe(z.enum(businessTypes, { error: required.businessType })),
  name: requiredText(required.name, label.name),
  phone,
  aadhaar: aadhaarOrMasked,
  company: requiredText(required.company, label.company),
  service: serviceList,
  gst: optionalGstin,
  pan: optionalPan,
  cin: optionalCin,
  llpin: optionalLlpin,
});

/**
 * The numbers the chosen kind of business must give (an LLP's LLPIN), as
 * issues on the form's fields; a superRefine of the whole form, since the
 * rule spans two fields.
 */
export function requireBusinessNumbers(
  values: Pick<z.output<typeof basicFormSchema>, 'businessType' | 'gst' | 'llpin'>,
  ctx: z.RefinementCtx,
): void {
  const { numbers } = businessRequirements(values.businessType, {
    gstinGiven: values.gst !== '',
  });
  if (numbers.llpinNo === 'required' && values.llpin === '') {
    ctx.addIssue({ code: 'custom', message: required.llpin, path: ['llpin'] });
  }
}

/** A form coordinate: nothing yet, or a number (or its text) within the range. */
const formCoordinate = (coordinate: typeof latitude, rangeMessage: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: rangeMessage })
    .superRefine((value, ctx) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return;
      const result = coordinate.safeParse(Number(value));
      for (const issue of result.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message });
      }
    })
    .optional();

/** A country from the list, or none chosen yet. */
const countryField = z.union([z.enum(countries), z.literal('')], { error: v.countryUnknown });

/**
 * Adds the PIN code check to a form or body with a postal code and a country:
 * an Indian postal code is six digits. Said even while other fields are wrong,
 * as a field's own message would be.
 */
export function withPinCodeCheck<T extends z.ZodType<{ postalCode: string; country: string }>>(
  schema: T,
): T {
  return schema.refine(
    ({ postalCode, country }) =>
      !takesPinCode(country) || validatePinCode(postalCode.trim()) === null,
    {
      error: v.pinCode,
      path: ['postalCode'],
      when: ({ value }) => {
        if (typeof value !== 'object' || value === null) return false;
        const { postalCode, country } = value as Record<string, unknown>;
        return typeof postalCode === 'string' && typeof country === 'string';
      },
    },
  );
}

export const locationFormSchema = withPinCodeCheck(
  z.object({
    address: requiredText(required.address, label.address),
    street: requiredText(required.street, label.street),
    landmark: optionalText(label.landmark),
    city: requiredText(required.city, label.city),
    state: requiredText(required.state, label.state),
    postalCode: requiredText(required.postalCode, label.postalCode),
    country: countryField,
    latitude: formCoordinate(latitude, v.latitudeRange),
    longitude: formCoordinate(longitude, v.longitudeRange),
  }),
);

/**
 * The PUT body. Strict: a key outside the spec's list (a verification status,
 * a document url, …) is refused, so this body can never write them.
 */
export const partnerUpdateSchema = z
  .strictObject(
    {
      // Ours, optional: the spec's body has no type; without it the recorded one stays.
      businessType: businessTypeSchema.optional(),
      name: requiredText(required.name, label.name),
      mobileNo: phone,
      companyName: requiredText(required.company, label.company),
      companyLocation: requiredText(
        required.companyLocation,
        label.companyLocation,
        maxLengths.companyLocation,
      ),
      gstNo: optionalGstin,
      // Ours, optional: the spec's body has no PAN number; checked against the GSTIN.
      panNo: optionalPan.optional(),
      cinNo: optionalCin,
      // Ours, optional: an LLP's number; without it the one given before stays.
      llpinNo: optionalLlpin.optional(),
      aadharNo: aadhaarOrMasked,
      servicesSelected: serviceList,
      latitude,
      longitude,
      personalEmail,
      companyAddress: withPinCodeCheck(
        z.strictObject({
          address: optionalText(label.address),
          street: optionalText(label.street),
          landmark: optionalText(label.landmark),
          city: optionalText(label.city),
          state: optionalText(label.state),
          country: countryField,
          postalCode: optionalText(label.postalCode),
        } satisfies Record<CompanyLocationPart, z.ZodType>),
      ).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? v.unknownFields(issue.keys) : undefined,
    },
  )
  .refine(
    // The parts are kept so the form can be filled in again; they must be what was joined.
    (update) =>
      !update.companyAddress ||
      joinCompanyLocation(update.companyAddress) === update.companyLocation,
    { message: v.companyAddressMismatch, path: ['companyAddress'] },
  );

export type PartnerUpdateValues = z.infer<typeof partnerUpdateSchema>;
