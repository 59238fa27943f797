import { contactFullName, contactHoneypotField, contactSchema, indiaTime } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { consumeRequest } from '../rate-limit/limiter';
import { contactMail } from './contact-mail';
import { contactMessages } from './schema';

/** Enough for a person who sends a few messages, too few for a script flooding support. */
export const contactLimit = { max: 5, windowMs: 15 * 60_000 };

export async function contactRoutes(
  app: FastifyInstance,
  { db, mailer, supportEmail }: { db: Db; mailer: Mailer; supportEmail: string },
) {
  /** The landing page's contact form: stored, then mailed to support in the same transaction. */
  app.post('/api/contact', async (request, reply) => {
    // Every attempt counts, so bad input cannot be used to hammer the endpoint.
    await consumeRequest(db, `contact:${request.ip}`, contactLimit);
    const body: unknown = request.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, 'Send the contact form as a JSON object.');
    }
    const parsed = contactSchema.safeParse(body);
    if (!parsed.success) {
      throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join(' '));
    }
    const honeypot = (body as Record<string, unknown>)[contactHoneypotField];
    // A bot is answered as a person is, so it learns nothing; its message goes nowhere.
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      request.log.info('contact message dropped: honeypot filled in');
      return reply.code(201).send({ received: true });
    }
    const contact = {
      ...parsed.data,
      name: contactFullName(parsed.data),
      indiaTime: indiaTime(new Date()),
    };
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(contact);
      await mailer.send({ to: supportEmail, ...contactMail(contact) }, { db: tx });
    });
    return reply.code(201).send({ received: true });
  });
}
