import {
  auditPageQuerySchema,
  decisionPermission,
  documentRejectionSchema,
  isDocumentType,
  isReviewField,
  messages,
  partnerQueueQuerySchema,
  reviewDecisionSchema,
  reviewFieldNames,
  videoUrlSchema,
} from '@shata/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { caller, guard, requirePermission, type Sessions } from '../auth/session';
import { HttpError } from '../http/errors';
import { idParams, withZodSchemas } from '../http/validation';
import { latestOperatorActions } from './actions';
import {
  decide,
  listPartners,
  olderAudit,
  partnerDetail,
  type ReviewContext,
  recordVideo,
  rejectDocument,
  stageClock,
} from './service';

const documentParams = idParams.extend({ type: z.string() });

const reviewParams = idParams.extend({
  field: z.enum(reviewFieldNames, {
    error: (issue) => messages.review.fieldUnknown(String(issue.input)),
  }),
});

/**
 * The permission a decision on the field in the path needs. The guard runs
 * before the params are parsed: an unknown field is refused after it, with 400.
 */
function requireDecisionPermission(sessions: Sessions, request: FastifyRequest) {
  const { field } = request.params as { field?: unknown };
  return requirePermission(isReviewField(field) ? decisionPermission(field) : 'review')(
    sessions,
    request,
  );
}

/** The operators' console: the queue, a partner's review, and the decisions taken on it. */
export async function operatorRoutes(
  app: FastifyInstance,
  { sessions, ...context }: Omit<ReviewContext, 'log'> & { sessions: Sessions },
) {
  const routes = withZodSchemas(app);
  const reviewContext = (log: ReviewContext['log']): ReviewContext => ({ ...context, log });
  const preValidation = guard(sessions, requirePermission('review'));
  const decisionGuard = guard(sessions, requireDecisionPermission);

  routes.get(
    '/api/admin/partners',
    { preValidation, schema: { querystring: partnerQueueQuerySchema } },
    async (request) =>
      listPartners(
        context.db,
        context.cipher,
        request.query,
        stageClock(context.workingCalendar),
        caller(request).id,
      ),
  );

  // The console's own trail: keys and webhook endpoints made, changed, revoked; operators managed.
  routes.get(
    '/api/admin/operator-actions',
    { preValidation: guard(sessions, requirePermission('manageIntegrations')) },
    async () => ({ actions: await latestOperatorActions(context.db) }),
  );

  routes.get(
    '/api/admin/partners/:id',
    { preValidation, schema: { params: idParams } },
    async (request) =>
      partnerDetail(
        context.db,
        context.cipher,
        request.params.id,
        stageClock(context.workingCalendar),
      ),
  );

  routes.get(
    '/api/admin/partners/:id/audit',
    { preValidation, schema: { params: idParams, querystring: auditPageQuerySchema } },
    async (request) => olderAudit(context.db, request.params.id, request.query.before),
  );

  routes.put(
    '/api/admin/partners/:id/video',
    { preValidation, schema: { params: idParams, body: videoUrlSchema } },
    async (request) =>
      recordVideo(
        reviewContext(request.log),
        caller(request),
        request.params.id,
        request.body.videoUrl,
      ),
  );

  routes.put(
    '/api/admin/partners/:id/review/:field',
    { preValidation: decisionGuard, schema: { params: reviewParams, body: reviewDecisionSchema } },
    async (request) =>
      decide(
        reviewContext(request.log),
        caller(request),
        request.params.id,
        request.params.field,
        request.body,
      ),
  );

  routes.post(
    '/api/admin/partners/:id/documents/:type/rejection',
    { preValidation, schema: { params: documentParams, body: documentRejectionSchema } },
    async (request) => {
      const { id, type } = request.params;
      if (!isDocumentType(type)) {
        throw new HttpError(400, 'document_type_unknown', messages.api.invalidDocumentType(type));
      }
      return rejectDocument(
        reviewContext(request.log),
        caller(request),
        id,
        type,
        request.body.reason,
      );
    },
  );
}
