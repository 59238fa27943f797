import { locales, messages } from '@shata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { user } from '../auth/schema';
import type { Sessions } from '../auth/session';
import type { Db } from '../db/client';
import { withZodSchemas } from '../http/validation';
import { errorAnswers } from '../openapi/error-answers';
import { localeCookie } from './cookie';

/** The language chosen, and nothing else. */
const localeBody = z.strictObject(
  { locale: z.enum(locales, { error: 'Choose the language: "en" (English) or "hi" (Hindi).' }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? messages.validation.unknownFields(issue.keys)
        : 'Send the language as a JSON object: {"locale": "en"} or {"locale": "hi"}.',
  },
);

/**
 * The language switch (issue 31): a visitor's choice is kept in the
 * language cookie, and a signed-in partner's on their own account too, so
 * their mails speak it and their next sign-in anywhere starts in it.
 */
export async function localeRoutes(
  app: FastifyInstance,
  { db, sessions, secureCookies }: { db: Db; sessions: Sessions; secureCookies: boolean },
) {
  const routes = withZodSchemas(app);

  routes.put(
    '/api/locale',
    {
      schema: {
        body: localeBody,
        response: {
          204: z
            .null()
            .describe('Kept: the cookie is set, and the account’s language too when signed in.'),
          ...errorAnswers({ 400: ['validation_failed'] }),
        },
        description:
          'Chooses the language of the portal’s pages and, once signed in, of the account’s mails. Sets the `shata_locale` cookie; answers 204.',
      },
    },
    async (request, reply) => {
      const { locale } = request.body;
      const signedIn = await sessions.userOf(request);
      if (signedIn) {
        await db
          .update(user)
          .set({ locale, updatedAt: new Date() })
          .where(eq(user.id, signedIn.id));
      }
      return reply.code(204).header('set-cookie', localeCookie(locale, secureCookies)).send(null);
    },
  );
}
