import type {
  ApiScope,
  DomainEventType,
  OperatorActionType,
  Translation,
  WebhookDeliveryStatus,
  WebhookEndpointStatus,
} from '@shata/domain';
import { catalogue } from '../../lib/i18n/catalogue';

/**
 * Words of the console's Integrations page (ours: the spec has no operator
 * side). What the server also says (a refusal's reason) comes from its
 * answer, from `messages.apiKeys` and the like in @shata/domain.
 */
export const integrationsText = {
  title: 'Integrations',
  intro:
    "API keys let the marketplace's other systems call the portal; webhooks tell them when something changes.",
  backToQueue: 'Back to the queue',
  notRecorded: '—',
  secret: {
    copy: 'Copy',
    copied: 'Copied.',
    copyUnavailable:
      'Copying is not available here: the text in the field is selected, copy it from there.',
    notShownAgain:
      'It will not be shown again: store it somewhere safe now, such as your secrets manager.',
    done: 'Done',
  },
  apiKeys: {
    title: 'API keys',
    intro:
      'A key lets a system call the integration API under /api/v1/ with "Authorization: Bearer <key>", within the scopes it is given.',
    form: 'Create an API key',
    name: 'Name',
    nameHint: 'Which system uses it, such as "Booking engine".',
    scopes: 'Scopes',
    scopesHint: 'Give the key only what its system needs.',
    create: 'Create key',
    creating: 'Creating…',
    scopeText: {
      'bookings:write': 'Create, update and cancel bookings.',
      'records:write':
        'Create and update the event, catering and photography records bookings show.',
      'partners:read': "Read partners' verification state (never an Aadhaar number or a document).",
      'video_kyc:write':
        "Record a partner's video KYC, as the partner app does after the recording.",
      'events:read': 'Read the event log, for systems that pull instead of receiving webhooks.',
    } satisfies Record<ApiScope, string>,
    createdTitle: 'Your new API key',
    createdText: (name: string) => `The key "${name}" is made.`,
    keyLabel: 'API key',
    listLabel: 'API keys, newest first',
    loading: 'Loading the API keys…',
    loadError: 'The API keys could not be loaded.',
    empty: 'No API keys yet.',
    facts: {
      prefix: 'Key',
      scopes: 'Scopes',
      created: 'Created',
      lastUsed: 'Last used',
    },
    prefix: (prefix: string) => `${prefix}…`,
    createdBy: (date: string, email: string) => `${date} by ${email}`,
    neverUsed: 'Never',
    revoked: (date: string) => `Revoked ${date}`,
    active: 'Active',
    revoke: 'Revoke',
    revokeTitle: (name: string) => `Revoke the key "${name}"?`,
    revokeText:
      'Every system using it is refused from its next call. A revoked key cannot be used again.',
    revokeConfirm: 'Revoke key',
    keep: 'Keep it',
    revokedOutcome: (name: string) => `The key "${name}" is revoked.`,
  },
  webhooks: {
    title: 'Webhooks',
    intro:
      "The portal sends each event to the endpoints subscribed to it, signed with the endpoint's secret, and retries a failed delivery for about three days.",
    form: 'Add a webhook endpoint',
    url: 'Endpoint URL',
    urlHint: 'The https address of your receiver.',
    urlRequired: "Enter the endpoint's URL.",
    events: 'Event types',
    allEvents: 'All event types',
    add: 'Add endpoint',
    adding: 'Adding…',
    eventText: {
      'partner.profile_saved': 'A partner saved their profile.',
      'partner.submitted': 'A partner submitted their registration.',
      'partner.document_added': 'A partner added a document.',
      'partner.document_rejected': 'An operator rejected a document.',
      'partner.stage_changed': "A partner's verification stage changed.",
      'partner.approved': 'A partner was fully approved.',
      'partner.aadhaar_qr_checked': "A partner's Aadhaar QR code was checked.",
      'booking.created': 'A booking was made.',
      'booking.updated': 'A booking was changed.',
      'booking.cancelled': 'A booking was cancelled.',
    } satisfies Record<DomainEventType, string>,
    createdTitle: 'Your new signing secret',
    createdText: (url: string) =>
      `Deliveries to ${url} are signed with this secret: your receiver checks the signature with it.`,
    secretLabel: 'Signing secret',
    listLabel: 'Webhook endpoints',
    loading: 'Loading the webhook endpoints…',
    loadError: 'The webhook endpoints could not be loaded.',
    empty: 'No webhook endpoints yet.',
    statuses: {
      active: 'Active',
      paused: 'Paused',
      failing: 'Failing',
      disabled: 'Disabled',
    } satisfies Record<WebhookEndpointStatus, string>,
    facts: {
      events: 'Events',
      created: 'Created',
      lastDelivery: 'Last delivery',
    },
    everyEvent: 'All event types',
    createdBy: (date: string, email: string) => `${date} by ${email}`,
    noDelivery: 'None yet',
    lastDelivery: {
      pending: (date: string) => `Waiting since ${date}`,
      delivered: (date: string) => `Delivered ${date}`,
      failed: (date: string) => `Failed ${date}`,
    } satisfies Record<WebhookDeliveryStatus, (date: string) => string>,
    pause: 'Pause',
    resume: 'Resume',
    reactivate: 'Re-activate',
    rotate: 'Rotate secret',
    delete: 'Delete',
    showDeliveries: 'Show deliveries',
    hideDeliveries: 'Hide deliveries',
    paused: (url: string) => `Deliveries to ${url} are paused.`,
    resumed: (url: string) => `Deliveries to ${url} are resumed.`,
    rotateTitle: 'Rotate the signing secret?',
    rotateText: (url: string) =>
      `A new secret is made for ${url} and shown once. For 24 hours each delivery is signed with both the old and the new secret, so the receiver can switch over; after that, only with the new one.`,
    rotateConfirm: 'Rotate secret',
    rotatedTitle: 'Your new signing secret',
    rotatedText: (url: string) =>
      `Deliveries to ${url} are now signed with this secret too. The old secret still signs them for 24 hours, then stops.`,
    rotated: (url: string) => `The secret of ${url} is rotated.`,
    deleteTitle: 'Delete this webhook endpoint?',
    deleteText: (url: string) =>
      `Nothing more is sent to ${url}, and its deliveries are no longer listed here.`,
    deleteConfirm: 'Delete endpoint',
    keep: 'Keep it',
    deleted: (url: string) => `The endpoint ${url} is deleted.`,
  },
  deliveries: {
    listLabel: (url: string) => `Deliveries to ${url}, newest first`,
    loading: 'Loading the deliveries…',
    loadError: 'The deliveries could not be loaded.',
    empty: 'Nothing has been sent to this endpoint yet.',
    statuses: {
      pending: 'Pending',
      delivered: 'Delivered',
      failed: 'Failed',
    } satisfies Record<WebhookDeliveryStatus, string>,
    facts: {
      attempts: 'Attempts',
      lastAnswer: 'Last answer',
      nextTry: 'Next try',
      deliveredAt: 'Delivered',
    },
    httpStatus: (status: number) => `HTTP ${status}`,
    attempts: (count: number) => String(count),
    retry: 'Send again',
    retrying: 'Sending…',
    retried: (eventType: string) => `The ${eventType} delivery is sent again.`,
    loadMore: 'Load more',
    loadingMore: 'Loading…',
  },
  trail: {
    title: 'Recent changes',
    listLabel: 'Recent changes to keys and webhooks, newest first',
    loading: 'Loading the recent changes…',
    loadError: 'The recent changes could not be loaded.',
    empty: 'No changes yet.',
    actions: {
      'api_key.created': 'created the API key',
      'api_key.revoked': 'revoked the API key',
      'webhook.created': 'added the webhook endpoint',
      'webhook.updated': 'changed the webhook endpoint',
      'webhook.secret_rotated': 'rotated the secret of',
      'webhook.deleted': 'deleted the webhook endpoint',
      'webhook.delivery_retried': 'sent a delivery again to',
      'two_factor.enrolled': 'set up the second factor of',
      'two_factor.backup_code_used': 'used a backup code of',
      'two_factor.reset': 'reset the second factor of',
      'operator.invited': 'invited the operator',
      'operator.role_changed': 'changed the role of',
      'operator.disabled': 'disabled the account of',
      'operator.enabled': 'enabled again the account of',
      'export.audit': 'exported the audit trail',
      'export.access_log': 'exported the access log',
    } satisfies Record<OperatorActionType, string>,
  },
} as const;

/** English only, as the rest of the console (operators are staff, issue 31). */
export const integrationsCatalogue = catalogue(integrationsText);

export type IntegrationsText = Translation<typeof integrationsText>;
