import type { Readable } from 'node:stream';
import { type ExportRange, exportRangeQuerySchema } from '@shata/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { caller, guard, requirePermission, type Sessions } from '../auth/session';
import type { Db } from '../db/client';
import { withZodSchemas } from '../http/validation';
import { recordOperatorAction } from '../operators/actions';
import { accessLogCsv, auditCsv } from './service';

/**
 * Records the export in the console's trail, then sends `csv` (read as it is
 * sent) as a download named after what it is and its range: a whole period's
 * records leaving the portal is itself an access to them.
 */
async function sendCsv(
  { db, request, reply }: { db: Db; request: FastifyRequest; reply: FastifyReply },
  kind: { action: 'export.audit' | 'export.access_log'; name: string },
  { from, to }: ExportRange,
  csv: Readable,
) {
  const fileName = `${kind.name}-${from}-to-${to}.csv`;
  await recordOperatorAction(db, caller(request), kind.action, {
    id: `${from}/${to}`,
    name: fileName,
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
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
    sendCsv(
      { db, request, reply },
      { action: 'export.audit', name: 'audit' },
      request.query,
      auditCsv(db, request.query),
    ),
  );

  routes.get(
    '/api/admin/exports/access-log.csv',
    { preValidation, schema },
    async (request, reply) =>
      sendCsv(
        { db, request, reply },
        { action: 'export.access_log', name: 'access-log' },
        request.query,
        accessLogCsv(db, request.query),
      ),
  );
}
