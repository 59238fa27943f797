import { contactFullName, contactHoneypotField, contactSchema, indiaTime } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { withZodSchemas } from '../http/validation';
import type { Mailer } from '../mail/mailer';
import { consumeRequest } from '../rate-limit/limiter';
import { contactMail } from './contact-mail';
import { contactMessages } from './schema';

/** Enough for a person who sends a few messages, too few for a script flooding support. */
export const contactLimit = { max: 5, windowMs: 15 * 60_000 };

/** The form's fields, and the hidden one only a bot fills in. */
const contactBody = z.object(
  { ...contactSchema.shape, [contactHoneypotField]: z.unknown().optional() },
  { error: 'Send the contact form as a JSON object.' },
);

export async function contactRoutes(
  app: FastifyInstance,
  { db, mailer, supportEmail }: { db: Db; mailer: Mailer; supportEmail: string | undefined },
) {
  const routes = withZodSchemas(app);

  /**
   * The landing page's contact form: stored, then mailed to support in the same
   * transaction; only stored while no support inbox is configured.
   */
  routes.post(
    '/api/contact',
    {
      // Every attempt counts, so bad input cannot be used to hammer the endpoint.
      preValidation: async (request) => {
        await consumeRequest(db, `contact:${request.ip}`, contactLimit);
      },
      schema: { body: contactBody },
    },
    async (request, reply) => {
      const { [contactHoneypotField]: honeypot, ...form } = request.body;
      // A bot is answered as a person is, so it learns nothing; its message goes nowhere.
      if (typeof honeypot === 'string' && honeypot.trim() !== '') {
        request.log.info('contact message dropped: honeypot filled in');
        return reply.code(201).send({ received: true });
      }
      const contact = { ...form, name: contactFullName(form), indiaTime: indiaTime(new Date()) };
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values(contact);
        if (supportEmail) {
          await mailer.send({ to: supportEmail, ...contactMail(contact) }, { db: tx });
        }
      });
      if (!supportEmail) {
        request.log.warn('contact message stored, not mailed: SUPPORT_EMAIL is not set');
      }
      return reply.code(201).send({ received: true });
    },
  );
}
