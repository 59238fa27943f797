import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
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
  properties: { to: { type: 'string', maxLength: 320 } },
} as const;

interface RecipientQuery {
  Querystring: { to?: string };
}

function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  // Sentence punctuation right after a link is not part of it.
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)'\]]+$/, '')))];
}

/** The newest mail first, every status, for one recipient (any letter case) or everyone. */
async function recentMail(db: Db, to: string | undefined): Promise<DevMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}` : undefined)
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
function renderMailbox(mails: DevMail[], to: string | undefined): string {
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

/**
 * Reads the outbox, so sign-up and reset links can be followed without a mail
 * server. It shows tokens: the caller registers it only outside production.
 */
export async function devMailboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const recipient = (query: { to?: string }) => query.to?.trim() || undefined;

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
        .send(renderMailbox(await recentMail(db, to), to));
    },
  );
}
