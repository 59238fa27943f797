import { notesPageQuerySchema, partnerNoteSchema } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { caller, guard, requirePermission, type Sessions } from '../auth/session';
import type { Db } from '../db/client';
import { idParams, withZodSchemas } from '../http/validation';
import { addNote, notesPage } from './service';

/** Operators' internal notes on a partner: written and read in the console, never by the partner. */
export async function noteRoutes(
  app: FastifyInstance,
  { db, sessions }: { db: Db; sessions: Sessions },
) {
  const routes = withZodSchemas(app);
  const preValidation = guard(sessions, requirePermission('review'));

  routes.get(
    '/api/admin/partners/:id/notes',
    { preValidation, schema: { params: idParams, querystring: notesPageQuerySchema } },
    async (request) => notesPage(db, request.params.id, request.query.before),
  );

  routes.post(
    '/api/admin/partners/:id/notes',
    { preValidation, schema: { params: idParams, body: partnerNoteSchema } },
    async (request, reply) => {
      const note = await addNote(db, caller(request), request.params.id, request.body);
      return reply.code(201).send(note);
    },
  );
}
