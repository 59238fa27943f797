import { STATUS_CODES } from 'node:http';
import type { ErrorCode } from '@shata/domain';
import { z } from 'zod';
import type { ErrorBody } from '../http/errors';

/** The codes one status of a route may carry: at least one. */
type Codes = readonly [ErrorCode, ...ErrorCode[]];

/** A route's refusals, or a part of them: the codes of each status. */
export type Refusals = Readonly<Record<number, Codes>>;

/**
 * A route's refusals for its `schema.response`, beside its success answers:
 * `errorAnswers({ 401: ['api_key_invalid'], 422: ['partner_unknown'] })`,
 * or several lists (a guard's, the route's own) whose codes of one status
 * are joined. Each status gets the one error body (`ErrorBody`) with `code`
 * limited to the codes given, so the OpenAPI document lists them. They
 * describe what the error handler sends; they are not used to send it
 * (`withZodSchemas`).
 */
export function errorAnswers<const Lists extends readonly Refusals[]>(
  ...lists: Lists
): { [Status in StatusOf<Lists[number]>]: z.ZodType<ErrorBody> } {
  const joined = new Map<number, ErrorCode[]>();
  for (const list of lists) {
    for (const [status, codes] of Object.entries(list)) {
      const known = joined.get(Number(status)) ?? [];
      joined.set(Number(status), [...known, ...codes.filter((code) => !known.includes(code))]);
    }
  }
  return Object.fromEntries(
    [...joined].map(([status, codes]) => [status, errorBody(status, codes as [ErrorCode])]),
  ) as { [Status in StatusOf<Lists[number]>]: z.ZodType<ErrorBody> };
}

/** Every status of any of the lists (each list's own keys, not only those they share). */
type StatusOf<List> = List extends Refusals ? keyof List : never;

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
