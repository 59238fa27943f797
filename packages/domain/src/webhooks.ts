/**
 * Webhooks: the portal's events POSTed to the marketplace's other systems,
 * signed as the Standard Webhooks specification says (standardwebhooks.com).
 */
import { z } from 'zod';
import { messages } from './messages';

const m = messages.webhooks;

/** Every kind of thing the portal tells the systems around it: what a receiver subscribes to. */
export const domainEventTypes = [
  'partner.profile_saved',
  'partner.submitted',
  'partner.document_added',
  'partner.document_rejected',
  'partner.stage_changed',
  'partner.approved',
  'partner.aadhaar_qr_checked',
  'booking.created',
  'booking.updated',
  'booking.cancelled',
] as const;

export type DomainEventType = (typeof domainEventTypes)[number];

/**
 * How long to wait after each failed attempt before the next: eighteen
 * attempts in all over about three days (75 h 36 min 48.5 s). The first four
 * retries come within 1.5 s, so a blip (one 5xx in three, a receiver's
 * restart) costs a change under 2 s at the 99th percentile; the next five
 * within two minutes, so a receiver down for a deploy has its backlog soon
 * after it is back; then the waits grow as Svix's do (minutes, then hours),
 * so a receiver that stays down gets a request an hour at most. A delivery
 * whose last attempt fails is given up, and its endpoint marked failing.
 */
export const webhookRetryDelaysMs: readonly number[] = [
  100,
  200,
  400,
  800,
  2_000,
  5_000,
  10_000,
  30_000,
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
];

/** A receiver must answer within this, or the attempt failed. */
export const webhookTimeoutMs = 10_000;

/** After a rotation, the old secret still signs (beside the new) this long, so receivers can switch over. */
export const webhookRotationOverlapMs = 24 * 3_600_000;

/** A signing secret: this prefix, then base64 of 32 random bytes (the HMAC key is those bytes). */
export const webhookSecretPrefix = 'whsec_';

/** Anything in a text that looks like a webhook secret (the prefix and base64 of 32 bytes), for logs to redact. */
export const webhookSecretsInText = new RegExp(`${webhookSecretPrefix}[A-Za-z0-9+/]{43}=`, 'g');

export const webhookUrlMaxLength = 2_000;

export const webhookEndpointStatuses = ['active', 'paused', 'failing', 'disabled'] as const;

export type WebhookEndpointStatus = (typeof webhookEndpointStatuses)[number];

/**
 * Why `url` cannot receive webhooks, or null when it can: an absolute
 * https URL (http too with `allowHttp`, for development), without a user
 * name or password in it. Whether its host is public is the server's check.
 */
export function webhookUrlProblem(url: string, { allowHttp = false } = {}): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return m.urlInvalid;
  }
  if (parsed.protocol === 'http:' && !allowHttp) return m.urlNotHttps;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return m.urlInvalid;
  if (parsed.username !== '' || parsed.password !== '') return m.urlCredentials;
  return null;
}

const webhookUrl = (allowHttp: boolean) =>
  z
    .string({ error: m.urlInvalid })
    .trim()
    .max(webhookUrlMaxLength, m.urlTooLong(webhookUrlMaxLength))
    .superRefine((url, ctx) => {
      const problem = webhookUrlProblem(url, { allowHttp });
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const webhookEvents = z
  .array(z.enum(domainEventTypes, { error: (issue) => m.eventUnknown(String(issue.input)) }), {
    error: m.eventsRequired,
  })
  .min(1, m.eventsRequired)
  .refine((events) => new Set(events).size === events.length, m.eventRepeated);

/** What an operator gives to add an endpoint; `allowHttp` is the server's development switch. */
export function webhookEndpointInputSchemaFor({ allowHttp }: { allowHttp: boolean }) {
  return z.strictObject({ url: webhookUrl(allowHttp), events: webhookEvents });
}

/** What an operator gives to add an endpoint: an https URL and the event types it receives. */
export const webhookEndpointInputSchema = webhookEndpointInputSchemaFor({ allowHttp: false });

export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

/** A change to an endpoint: pause or resume it (resuming also re-activates a failing or disabled one), or change its URL or events. */
export function webhookEndpointUpdateSchemaFor({ allowHttp }: { allowHttp: boolean }) {
  return z
    .strictObject({
      paused: z.boolean({ error: m.pausedInvalid }).optional(),
      url: webhookUrl(allowHttp).optional(),
      events: webhookEvents.optional(),
    })
    .refine((update) => Object.values(update).some((value) => value !== undefined), m.updateEmpty);
}

export const webhookEndpointUpdateSchema = webhookEndpointUpdateSchemaFor({ allowHttp: false });

export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

/** GET …/deliveries: the page after `cursor`, newest first. */
export const webhookDeliveriesQuerySchema = z.strictObject({
  cursor: z.string({ error: m.cursorInvalid }).max(200, m.cursorInvalid).optional(),
});

export const webhookDeliveryPageSize = 50;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** An endpoint as the console lists it: never its secret. */
export const webhookEndpointSummarySchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(domainEventTypes)),
  status: z.enum(webhookEndpointStatuses),
  /** Why it is failing or disabled; null when active or paused. */
  statusReason: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** Until when the secret before the last rotation still signs; null when none does. */
  previousSecretUntil: z.string().nullable(),
  deliveries: z.object({ pending: z.number(), delivered: z.number(), failed: z.number() }),
  lastDelivery: z
    .object({
      eventType: z.enum(domainEventTypes),
      status: z.enum(webhookDeliveryStatuses),
      lastStatus: z.number().nullable(),
      at: z.string(),
    })
    .nullable(),
});

export type WebhookEndpointSummary = z.infer<typeof webhookEndpointSummarySchema>;

/** The answer to an endpoint's creation: the only time `secret` is ever sent. */
export const createdWebhookEndpointSchema = webhookEndpointSummarySchema
  .pick({ id: true, url: true, events: true, status: true, createdAt: true })
  .extend({ secret: z.string() });

export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

/** One event's delivery to one endpoint, as the console lists it. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.enum(domainEventTypes),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null when it never answered. */
  lastStatus: z.number().int().nullable(),
  /** Why the last attempt failed when there was no answer (a timeout, a refused connection). */
  lastError: z.string().nullable(),
  /** When it is tried next; null once delivered or given up. */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});

export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
});

export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
