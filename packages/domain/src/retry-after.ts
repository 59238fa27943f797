/**
 * The seconds a `Retry-After` header asks a caller to wait (at least 1), from
 * either of its forms: a number of seconds or an HTTP date. Null when there is
 * no header or it is neither.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  // An HTTP date names its day and month; a bare '-5' would parse as a year.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return null;
  return Math.max(1, Math.ceil((at - now) / 1000));
}
