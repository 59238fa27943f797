/**
 * API keys: how the marketplace's other systems call the integration API
 * (/api/v1/). A key is `shata_`, 43 characters of base62 randomness (256
 * bits), then a 6-character base62 CRC-32 of those: the prefix and the
 * checksum let a secret scanner tell a real key from look-alike text without
 * asking us (as GitHub's tokens do).
 */
import { z } from 'zod';
import { messages } from './messages';
import { maxLengths, requiredText } from './schema-fields';

/** What a key may do, each naming the routes it opens (Stripe's restricted keys). */
export const apiScopes = [
  'bookings:write',
  'records:write',
  'partners:read',
  'video_kyc:write',
  'events:read',
] as const;

export type ApiScope = (typeof apiScopes)[number];

export const apiKeyPrefix = 'shata_';

/** Characters of base62 randomness in a key: 62^43 > 2^256. */
export const apiKeyRandomLength = 43;

const checksumLength = 6;
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** How many characters of a key the console shows: the prefix and the first eight of its randomness. */
export const apiKeyDisplayLength = apiKeyPrefix.length + 8;

/** The requests one key may make in a minute, across every process. */
export const apiKeyRequestsPerMinute = 600;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i += 1) {
    crc = (crcTable[(crc ^ text.charCodeAt(i)) & 0xff] as number) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** `value` in base62, left-padded with zeros to `width`. */
function toBase62(value: number, width: number): string {
  let out = '';
  let rest = value;
  while (rest > 0) {
    out = base62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

/** A key from its random part: the prefix, the randomness, and the checksum of the randomness. */
export function composeApiKey(randomPart: string): string {
  return `${apiKeyPrefix}${randomPart}${toBase62(crc32(randomPart), checksumLength)}`;
}

/** The base62 random part of a key from 32-bit random draws, one character each (the modulo's bias over 2^32 is below 2^-26). */
export function apiKeyRandomPart(random: Uint32Array): string {
  return Array.from(random.slice(0, apiKeyRandomLength), (n) => base62[n % 62]).join('');
}

const keyShape = new RegExp(
  `^${apiKeyPrefix}([0-9A-Za-z]{${apiKeyRandomLength}})([0-9A-Za-z]{${checksumLength}})$`,
);

/** Anything in a text that looks like one of our keys, for logs to redact and scanners to find. */
export const apiKeysInText = new RegExp(
  `${apiKeyPrefix}[0-9A-Za-z]{${apiKeyRandomLength + checksumLength}}`,
  'g',
);

/** Whether `text` has a key's shape and a checksum that matches: anything else is no key of ours. */
export function isWellFormedApiKey(text: string): boolean {
  const match = keyShape.exec(text);
  return match !== null && composeApiKey(match[1] as string) === text;
}

/** What an operator gives to create a key: a name to tell it by, and its scopes. */
export const apiKeyInputSchema = z.object({
  name: requiredText(messages.apiKeys.nameRequired, 'Name', maxLengths.text),
  scopes: z
    .array(
      z.enum(apiScopes, { error: (issue) => messages.apiKeys.scopeUnknown(String(issue.input)) }),
      {
        error: messages.apiKeys.scopesRequired,
      },
    )
    .min(1, messages.apiKeys.scopesRequired)
    .transform((scopes) => [...new Set(scopes)]),
});

export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

/** A key as the console lists it: never the key itself, which is shown once, when made. */
export const apiKeySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to tell it by: `shata_` and eight more. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiScopes)),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** The answer to a key's creation: the only time `key` is ever sent. */
export const createdApiKeySchema = apiKeySummarySchema
  .omit({ createdBy: true, lastUsedAt: true, revokedAt: true })
  .extend({ key: z.string() });

export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
