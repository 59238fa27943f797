import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { and, desc, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sendError } from '../http/errors';
import { mailOutbox } from './schema';
import { escapeHtml } from './templates';

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The http(s) links in the text part, in order: what a test or a developer clicks. */
  links: string[];
  /** When the mail was stored, ISO 8601. */
  time: string;
}

const mailboxLimit = 50;

const recipientQuery = {
  type: 'object',
  properties: { to: { type: 'string', maxLength: 320 }, key: { type: 'string' } },
} as const;

interface RecipientQuery {
  Querystring: { to?: string; key: string };
}

export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  // Sentence punctuation right after a link is not part of it.
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)'\]]+$/, '')))];
}

/**
 * The newest mail first, every status, for one recipient (any letter case) or
 * everyone; a mail still waiting for others to join it shows once it would go.
 */
export async function recentMail(db: Db, to: string | undefined): Promise<DevMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        to ? sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}` : undefined,
        or(isNull(mailOutbox.mergeKey), lte(mailOutbox.nextAttemptAt, new Date())),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(mailboxLimit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: linksIn(row.text),
    time: row.createdAt.toISOString(),
  }));
}

function renderMail(mail: DevMail): string {
  const links = mail.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('\n');
  return `<article>
<h3>${escapeHtml(mail.subject)}</h3>
<p>To ${escapeHtml(mail.to)}, <time datetime="${mail.time}">${mail.time}</time></p>
${links ? `<ul>\n${links}\n</ul>` : ''}
<pre>${escapeHtml(mail.text)}</pre>
</article>`;
}

/** Plain markup only: the server's CSP allows no inline script or style. */
function renderMailbox(mails: DevMail[], to: string | undefined, key: string): string {
  const heading = to ? `Mail to ${escapeHtml(to)}` : `The newest ${mailboxLimit} mails`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox — Shata Partner Portal</title>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p>Mail the portal would have sent. Development only.</p>
<form method="get" action="/dev/mail">
<input name="key" type="hidden" value="${escapeHtml(key)}">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}">
<button type="submit">Show</button>
</form>
<h2>${heading}</h2>
${mails.length > 0 ? mails.map(renderMail).join('\n') : '<p>No mail yet.</p>'}
</main>
</body>
</html>
`;
}

const loopbackHostnames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address));

function isLoopbackUrl(url: string): boolean {
  return loopbackHostnames.has(new URL(url).hostname);
}

/**
 * Why the dev mailbox is off for this configuration, or undefined when it may
 * be served. It shows reset links, so anyone who can read it can take over
 * any account: it is for a developer's own machine only.
 */
function devMailboxRefusal(
  config: Pick<Config, 'smtpUrl' | 'production' | 'trustProxy' | 'publicUrl'>,
): string | undefined {
  if (config.smtpUrl) return 'SMTP_URL is set';
  if (config.production) return 'NODE_ENV is production';
  if (config.trustProxy !== false) return 'TRUST_PROXY is on';
  if (config.publicUrl && !isLoopbackUrl(config.publicUrl)) return 'PUBLIC_URL is not loopback';
  return undefined;
}

/**
 * A request from this machine itself, not relayed: the socket is loopback
 * (forwarded headers never count, and a relaying proxy adds them), and the
 * Host is a loopback name, so a web page cannot reach it by DNS rebinding.
 */
function isLocalRequest(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip']) return false;
  const host = headers.host?.replace(/:\d+$/, '') ?? '';
  return isLoopbackAddress(request.socket.remoteAddress) && loopbackHostnames.has(host);
}

/**
 * The dev mailbox's key for this run when the configuration allows it, else
 * undefined. Loopback is not proof of a developer (a relay on the same
 * machine, an SSH tunnel), so the mailbox also wants this key, which only the
 * start-up log shows.
 */
export function devMailboxKeyFor(
  config: Pick<Config, 'smtpUrl' | 'production' | 'trustProxy' | 'publicUrl'>,
): string | undefined {
  return devMailboxRefusal(config) === undefined
    ? randomBytes(18).toString('base64url')
    : undefined;
}

/** Where mail goes, in one line for the start-up log. */
export function mailDestination(
  config: Pick<Config, 'smtpUrl' | 'production' | 'trustProxy' | 'publicUrl'>,
  key: string | undefined,
  listeningAt: string,
): string {
  if (config.smtpUrl) return `mail is delivered through SMTP at ${new URL(config.smtpUrl).host}`;
  if (!key) {
    return `mail is held in the outbox (no SMTP_URL; the dev mailbox is off: ${devMailboxRefusal(config)})`;
  }
  return `mail is held in the outbox; read it in the dev mailbox at ${listeningAt}/dev/mail?key=${key} (from this machine only)`;
}

/**
 * The one plain line `npm start` prints beside the JSON log, for a newcomer:
 * where the portal is and, when it is on, the dev mailbox with its key.
 * Without PUBLIC_URL the portal is where it listens (`port` as bound).
 */
export function startupNotice(
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>,
  key: string | undefined,
): string {
  const host = isIP(config.host) === 6 ? `[${config.host}]` : config.host;
  const portal = config.publicUrl ?? `http://${host}:${config.port}`;
  const running = `Shata Partner Portal is running at ${portal}`;
  // The mailbox answers loopback names only, whatever address the portal is reached at.
  return key
    ? `${running} · dev mailbox: http://127.0.0.1:${config.port}/dev/mail?key=${key}`
    : running;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Compared as digests, always of one length: a key of the right length in
 * characters can be longer in bytes (é is two), which timingSafeEqual refuses by throwing.
 */
const sameKey = (given: unknown, key: string) =>
  typeof given === 'string' && timingSafeEqual(digest(given), digest(key));

/**
 * Reads the outbox, so sign-up and reset links can be followed without a mail
 * server. Served only with this run's `key` (none when the configuration is
 * not a developer's machine) to a request from this machine; everything else
 * gets the 404 of a path that does not exist.
 */
export async function devMailboxRoutes(
  app: FastifyInstance,
  { db, key }: { db: Db; key: string | undefined },
) {
  const recipient = (query: { to?: string }) => query.to?.trim() || undefined;

  app.addHook('onRequest', async (request, reply) => {
    const given = (request.query as { key?: unknown }).key;
    if (!key || !isLocalRequest(request) || !sameKey(given, key)) {
      return sendError(
        reply,
        404,
        'not_found',
        `Nothing here: ${request.method} ${request.url.split('?')[0]} does not exist.`,
      );
    }
  });

  app.get<RecipientQuery>(
    '/api/dev/mail',
    { schema: { querystring: recipientQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recentMail(db, recipient(request.query));
    },
  );

  app.get<RecipientQuery>(
    '/dev/mail',
    { schema: { querystring: recipientQuery } },
    async (request, reply) => {
      const to = recipient(request.query);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailbox(await recentMail(db, to), to, request.query.key));
    },
  );
}
