import type { Readable } from 'node:stream';
import { type ExportRange, exportRangeQuerySchema } from '@shata/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { guard, requirePermission, type Sessions } from '../auth/session';
import type { Db } from '../db/client';
import { withZodSchemas } from '../http/validation';
import { accessLogCsv, auditCsv } from './service';

/** Sends `csv` as a download named after what it is and its range. */
function sendCsv(reply: FastifyReply, name: string, { from, to }: ExportRange, csv: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${from}-to-${to}.csv"`)
    .header('x-content-type-options', 'nosniff')
    .send(csv);
}

/** The audit trail and the access log as CSV for a range of days, for admins. */
export async function exportRoutes(
  app: FastifyInstance,
  { db, sessions }: { db: Db; sessions: Sessions },
) {
  const routes = withZodSchemas(app);
  const preValidation = guard(sessions, requirePermission('readAccessLog'));
  const schema = { querystring: exportRangeQuerySchema };

  routes.get('/api/admin/exports/audit.csv', { preValidation, schema }, async (request, reply) =>
    sendCsv(reply, 'audit', request.query, auditCsv(db, request.query)),
  );

  routes.get(
    '/api/admin/exports/access-log.csv',
    { preValidation, schema },
    async (request, reply) =>
      sendCsv(reply, 'access-log', request.query, accessLogCsv(db, request.query)),
  );
}
