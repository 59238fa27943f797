/**
 * The registration form's draft (ours): what a partner has typed so far,
 * kept by the server so a reload, a sign-out or another device loses nothing.
 * A draft is half-filled by nature, so only its shape and sizes are checked;
 * the form's own rules run when it is submitted.
 */
import { z } from 'zod';
import { businessTypeSchema } from './business-types';
import { messages } from './messages';
import { maxLengths } from './schema-fields';
import { services } from './services';

/** The form's text fields a draft keeps. */
export const draftTextFields = [
  'name',
  'phone',
  'aadhaar',
  'company',
  'gst',
  'pan',
  'cin',
  'llpin',
  'address',
  'street',
  'landmark',
  'city',
  'state',
  'postalCode',
  'country',
  'latitude',
  'longitude',
] as const;

const draftText = z
  .string()
  .max(maxLengths.text, messages.validation.tooLong('A draft field', maxLengths.text));

export const registrationDraftSchema = z
  .object({
    ...(Object.fromEntries(draftTextFields.map((field) => [field, draftText.optional()])) as {
      [Field in (typeof draftTextFields)[number]]: z.ZodOptional<typeof draftText>;
    }),
    service: z.array(z.string().max(maxLengths.text)).max(services.length).optional(),
    // Ours (issue 26): the kind of business, or none chosen yet.
    businessType: z.union([businessTypeSchema, z.literal('')]).optional(),
  })
  .strict();

export type RegistrationDraft = z.infer<typeof registrationDraftSchema>;

/** PUT /api/partners/:id/draft. */
export const draftSaveSchema = z.object({ values: registrationDraftSchema }).strict();

/** How long typing must pause before the draft is saved (leaving a section saves at once). */
export const draftSaveDelayMs = 1_000;
