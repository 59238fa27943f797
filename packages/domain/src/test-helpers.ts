/** Helpers for this package's tests only; not exported from the package. */
import type { z } from 'zod';
import { gstinCheckCharacter } from './gstin';
import { verhoeffCheckDigit } from './verhoeff';

/** The issues a schema reports, as [dotted path, message] pairs; [] when the input passes. */
export function issuesOf(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

/** A valid Aadhaar number made from 11 digits (first one 2-9) and their Verhoeff check digit. */
export function aadhaarFrom(payload: string): string {
  return `${payload}${verhoeffCheckDigit(payload)}`;
}

/** A GSTIN made from its first 14 characters and their check character. */
export function gstinFrom(body: string): string {
  return `${body}${gstinCheckCharacter(body)}`;
}
