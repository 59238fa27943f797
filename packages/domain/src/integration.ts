/**
 * The integration API (/api/v1/): what the marketplace's other systems send
 * and are answered. Writes are keyed by the caller's own ids (external ids),
 * so a repeat is the same request, answered the same.
 */
import { z } from 'zod';
import { bookingInputSchema, bookingRecordCollections, bookingRecordInputSchema } from './bookings';
import { documentTypes } from './documents';
import { messages } from './messages';
import { verificationStages } from './review';

const m = messages.integration;

/** The caller's id of a booking or record: safe in a path unencoded, and within the router's 100 characters. */
export const externalIdSchema = z
  .string({ error: m.externalIdInvalid })
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, m.externalIdInvalid);

/** An https:// address, nothing else: what a browser may load from the portal's pages. */
const httpsUrl = (field: string) =>
  z
    .string({ error: m.httpsUrlRequired(field) })
    .trim()
    .max(2_000, m.httpsUrlRequired(field))
    .pipe(z.url({ protocol: /^https$/, error: m.httpsUrlRequired(field) }));

const strict = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? messages.validation.unknownFields(issue.keys) : undefined,
};

/** A record a booking refers to, by the record's external id. */
export const integrationRecordRefSchema = z.strictObject(
  {
    collection: z.enum(bookingRecordCollections, { error: messages.bookings.collectionUnknown }),
    externalId: externalIdSchema,
  },
  strict,
);

export type IntegrationRecordRef = z.infer<typeof integrationRecordRefSchema>;

const booking = bookingInputSchema.shape;

/** PUT /api/v1/bookings/:externalId: the whole booking, as the booking engine knows it. */
export const integrationBookingInputSchema = z.strictObject(
  {
    partnerId: z.uuid({ error: m.partnerIdInvalid }),
    eventType: booking.eventType,
    partnerName: booking.partnerName,
    dateFrom: booking.dateFrom,
    status: booking.status,
    /** The event, catering or photography record; none for a plain event booking. */
    record: integrationRecordRefSchema.nullish().transform((ref) => ref ?? null),
  },
  strict,
);

export type IntegrationBookingInput = z.infer<typeof integrationBookingInputSchema>;

/** What the booking routes answer: the booking as the partner's card shows it, with both ids. */
export const integrationBookingSchema = z.object({
  externalId: z.string(),
  id: z.uuid(),
  partnerId: z.uuid(),
  eventType: z.string(),
  partnerName: z.string(),
  dateFrom: z.string(),
  status: z.string(),
  record: integrationRecordRefSchema.nullable(),
  kind: z.enum(['Catering', 'Photography', 'Event']),
  thumbnailUrl: z.string().nullable(),
});

export type IntegrationBooking = z.infer<typeof integrationBookingSchema>;

/**
 * PUT /api/v1/records/:collection/:externalId: its name, and its thumbnail's
 * https address; null removes the thumbnail, and leaving it out keeps the one
 * the record has (an image uploaded with PUT .../thumbnail, say).
 */
export const integrationRecordInputSchema = z.strictObject(
  {
    name: bookingRecordInputSchema.shape.name,
    thumbnailUrl: httpsUrl('thumbnailUrl').nullable().optional(),
  },
  strict,
);

/** The largest thumbnail the integration API takes, in bytes. */
export const maxThumbnailBytes = 5 * 1024 * 1024;

export type IntegrationRecordInput = z.infer<typeof integrationRecordInputSchema>;

export const integrationRecordSchema = z.object({
  collection: z.enum(bookingRecordCollections),
  externalId: z.string(),
  id: z.uuid(),
  name: z.string(),
  thumbnailUrl: z.string().nullable(),
});

export type IntegrationRecord = z.infer<typeof integrationRecordSchema>;

/** POST /api/v1/partners/:id/video-kyc: the recording the partner app made, https only. */
export const integrationVideoKycSchema = z.strictObject({ videoUrl: httpsUrl('videoUrl') }, strict);

/** A partner's verification state as other systems read it: never a number, a document or a URL. */
export const integrationPartnerSchema = z.object({
  id: z.uuid(),
  stage: z.enum(verificationStages),
  status: z.string().nullable(),
  kycStatus: z.string().nullable(),
  cvStatus: z.string().nullable(),
  ipvStatus: z.string().nullable(),
  videoKycRecorded: z.boolean(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
  documentTypes: z.array(z.enum(documentTypes)),
});

export type IntegrationPartner = z.infer<typeof integrationPartnerSchema>;

export const integrationPartnerPageSize = { default: 50, max: 200 } as const;

/** GET /api/v1/partners: those changed since an instant, in (updatedAt, id) order. */
export const integrationPartnersQuerySchema = z.object({
  updatedSince: z.iso
    .datetime({ offset: true, error: m.updatedSinceInvalid, abort: true })
    .refine((text) => !Number.isNaN(Date.parse(text)), m.updatedSinceInvalid)
    .optional(),
  /** A stage: `status=approved` lists the fully approved. */
  status: z.enum(verificationStages, { error: m.stageFilterInvalid }).optional(),
  cursor: z
    .string({ error: messages.bookings.cursorInvalid })
    .max(200, messages.bookings.cursorInvalid)
    .optional(),
  pageSize: z.coerce
    .number({ error: m.pageSizeInvalid })
    .int(m.pageSizeInvalid)
    .min(1, m.pageSizeInvalid)
    .max(integrationPartnerPageSize.max, m.pageSizeInvalid)
    .default(integrationPartnerPageSize.default),
});

export type IntegrationPartnersQuery = z.infer<typeof integrationPartnersQuerySchema>;

export const integrationPartnerPageSchema = z.object({
  items: z.array(integrationPartnerSchema),
  nextCursor: z.string().nullable(),
});

export type IntegrationPartnerPage = z.infer<typeof integrationPartnerPageSchema>;

export const integrationEventLimit = { default: 100, max: 1000 } as const;

/** GET /api/v1/events: the events after the last position the caller has read. */
export const integrationEventsQuerySchema = z.object({
  // Digits only: Number() would read '' as 0 and '0x10' as 16.
  after: z
    .string({ error: m.afterInvalid })
    .regex(/^\d{1,15}$/, m.afterInvalid)
    .transform(Number)
    .default(0),
  limit: z
    .string({ error: m.limitInvalid })
    .regex(/^\d{1,4}$/, m.limitInvalid)
    .transform(Number)
    .pipe(z.number().min(1, m.limitInvalid).max(integrationEventLimit.max, m.limitInvalid))
    .default(integrationEventLimit.default),
});

export const integrationEventSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  type: z.string(),
  partnerId: z.uuid(),
  occurredAt: z.string(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

export const integrationEventPageSchema = z.object({
  events: z.array(integrationEventSchema),
  /** The position to ask after next: the last event's, or `after` when there was none. */
  lastPosition: z.number().int(),
});

export type IntegrationEventPage = z.infer<typeof integrationEventPageSchema>;
