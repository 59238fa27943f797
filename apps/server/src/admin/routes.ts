import {
  adminPartnerQuerySchema,
  documentRejectionSchema,
  isDocumentType,
  isReviewField,
  messages,
  reviewDecisionSchema,
  videoUrlSchema,
} from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Auth } from '../auth/auth';
import { requireOperator } from '../auth/session';
import { HttpError } from '../http/errors';
import {
  decide,
  listPartners,
  partnerDetail,
  type ReviewContext,
  recordVideo,
  rejectDocument,
} from './service';

/** The input, or a 400 carrying every message of what is wrong with it. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  return parsed.data;
}

type PartnerParams = { Params: { id: string } };

/** The operators' console: the queue, a partner's review, and the decisions taken on it. */
export async function adminRoutes(
  app: FastifyInstance,
  { auth, ...context }: Omit<ReviewContext, 'log'> & { auth: Auth },
) {
  const reviewContext = (log: ReviewContext['log']): ReviewContext => ({ ...context, log });

  app.get('/api/admin/partners', async (request) => {
    await requireOperator(auth, request);
    return listPartners(context.db, parse(adminPartnerQuerySchema, request.query));
  });

  app.get<PartnerParams>('/api/admin/partners/:id', async (request) => {
    await requireOperator(auth, request);
    return partnerDetail(context.db, context.cipher, request.params.id);
  });

  app.put<PartnerParams>('/api/admin/partners/:id/video', async (request) => {
    const operator = await requireOperator(auth, request);
    const { videoUrl } = parse(videoUrlSchema, request.body);
    return recordVideo(reviewContext(request.log), operator, request.params.id, videoUrl);
  });

  app.put<{ Params: { id: string; field: string } }>(
    '/api/admin/partners/:id/review/:field',
    async (request) => {
      const operator = await requireOperator(auth, request);
      const { field } = request.params;
      if (!isReviewField(field)) throw new HttpError(404, messages.review.fieldUnknown(field));
      const decision = parse(reviewDecisionSchema, request.body);
      return decide(reviewContext(request.log), operator, request.params.id, field, decision);
    },
  );

  app.post<{ Params: { id: string; type: string } }>(
    '/api/admin/partners/:id/documents/:type/rejection',
    async (request) => {
      const operator = await requireOperator(auth, request);
      const { type } = request.params;
      if (!isDocumentType(type)) throw new HttpError(400, messages.api.invalidDocumentType(type));
      const { reason } = parse(documentRejectionSchema, request.body);
      return rejectDocument(reviewContext(request.log), operator, request.params.id, type, reason);
    },
  );
}
