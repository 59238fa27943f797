import { createHmac, randomBytes } from 'node:crypto';
import { webhookSecretPrefix } from '@shata/domain';

/** A new signing secret: `whsec_` and base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${webhookSecretPrefix}${randomBytes(32).toString('base64')}`;
}

/**
 * One Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the secret's decoded bytes.
 */
export function webhookSignature(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice(webhookSecretPrefix.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest();
  return `v1,${mac.toString('base64')}`;
}

/**
 * The three headers of a Standard Webhooks request: `webhook-signature`
 * holds one signature per secret, space-separated (two during a rotation's
 * overlap), and a receiver accepts the message if any matches.
 */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  sentAt: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets
      .map((secret) => webhookSignature(secret, id, timestamp, body))
      .join(' '),
  };
}
