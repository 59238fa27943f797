/** Zod building blocks shared by the schemas, all reading their messages from `messages`. */
import { z } from 'zod';
import { isMaskedAadhaar } from './aadhaar-mask';
import { messages } from './messages';
import {
  normaliseAadhaar,
  normaliseIdentifier,
  normaliseLlpin,
  normalisePhone,
} from './number-input';
import {
  validateAadhaar,
  validateCin,
  validateGstin,
  validateLlpin,
  validatePan,
  validatePassword,
  validatePhone,
} from './validators';

const v = messages.validation;

// Field checks never use `abort: true`: an explicitly aborted field would also
// stop object-level checks such as the signup password match. Each validator
// passes an empty value, so an empty field gets only its "required" message.

/** Length caps nobody reaches by hand; they keep oversized input out of the database. */
export const maxLengths = {
  text: 200,
  eventType: 120,
  search: 200,
  reason: 1_000,
  email: 254,
  companyLocation: 1_500,
  message: 5_000,
} as const;

/** Adds the validator's message, if any, as an issue. */
const by =
  (validate: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx<string>): void => {
    const message = validate(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/** Trimmed text that must not be empty; a missing field gets the same message. */
export const requiredText = (
  requiredMessage: string,
  label: string,
  max: number = maxLengths.text,
) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, v.tooLong(label, max));

/** Trimmed text that may be empty. */
export const optionalText = (label: string, max: number = maxLengths.text) =>
  z.string().trim().max(max, v.tooLong(label, max));

/** A pipe, so that an empty or oversized address is not also called invalid. */
export const email = z
  .string({ error: v.required.email })
  .trim()
  .min(1, v.required.email)
  .max(maxLengths.email, v.tooLong(messages.fieldLabels.email, maxLengths.email))
  .pipe(z.email(v.emailInvalid));

/** A new password; never trimmed, since spaces may be part of it. */
export const newPassword = z
  .string({ error: v.required.password })
  .min(1, v.required.password)
  .superRefine(by(validatePassword));

/** A phone number as written ('+91 98450 12345'), read as its 10 digits. */
export const phone = z
  .string({ error: v.required.phone })
  .overwrite(normalisePhone)
  .min(1, v.required.phone)
  .superRefine(by(validatePhone));

/**
 * A 12-digit Aadhaar number, or the masked form the backend hands out
 * ('XXXX XXXX 1234'), so a form saved without touching the number sends the
 * masked value back. The server keeps the stored number in that case.
 */
export const aadhaarOrMasked = z
  .string({ error: v.required.aadhaar })
  .trim()
  .overwrite(normaliseAadhaar)
  .min(1, v.required.aadhaar)
  .superRefine(by((value) => (isMaskedAadhaar(value) ? null : validateAadhaar(value))));

/** An optional registration number: empty, or valid once its spaces are gone and it is upper-cased. */
export const optionalIdentifier = (
  validate: (value: string) => string | null,
  normalise: (value: string) => string = normaliseIdentifier,
) => z.string().overwrite(normalise).superRefine(by(validate));

export const optionalGstin = optionalIdentifier(validateGstin);
export const optionalPan = optionalIdentifier(validatePan);
export const optionalCin = optionalIdentifier(validateCin);

/** Optional LLPIN: empty, or valid once normalised, its dash put back if written without. */
export const optionalLlpin = optionalIdentifier(validateLlpin, normaliseLlpin);

export const latitude = z
  .number({ error: v.latitudeRange })
  .min(-90, v.latitudeRange)
  .max(90, v.latitudeRange);

export const longitude = z
  .number({ error: v.longitudeRange })
  .min(-180, v.longitudeRange)
  .max(180, v.longitudeRange);
