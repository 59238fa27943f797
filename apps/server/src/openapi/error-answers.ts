import { STATUS_CODES } from 'node:http';
import type { ErrorCode } from '@shata/domain';
import { z } from 'zod';
import type { ErrorBody } from '../http/errors';

/** The codes one status of a route may carry: at least one. */
type Codes = readonly [ErrorCode, ...ErrorCode[]];

/**
 * A route's refusals for its `schema.response`, beside its success answers:
 * `errorAnswers({ 401: ['api_key_invalid'], 422: ['partner_unknown'] })`.
 * Each status gets the one error body (`ErrorBody`) with `code` limited to
 * the codes given, so the OpenAPI document lists them. They describe what the
 * error handler sends; they are not used to send it (`withZodSchemas`).
 */
export function errorAnswers<const T extends Record<number, Codes>>(
  answers: T,
): { [S in keyof T]: z.ZodType<ErrorBody> } {
  const entries = Object.entries(answers).map(([status, codes]) => [
    status,
    errorBody(Number(status), codes),
  ]);
  return Object.fromEntries(entries);
}

function errorBody(status: number, codes: Codes): z.ZodType<ErrorBody> {
  return z
    .object({
      statusCode: z.literal(status),
      error: z.literal(STATUS_CODES[status] ?? 'Error'),
      code: z.enum(codes).describe('What a caller branches on.'),
      field: z.string().optional().describe('The input field refused, when one is.'),
      message: z.string().describe('For a person to read.'),
    })
    .describe(`Refused: ${codes.map((code) => `\`${code}\``).join(', ')}.`);
}
