/**
 * The record of access (issue 30; DPDP Rules, Rule 6): each time an operator
 * opens or downloads a partner's document, who, what, when and from which
 * address. Rows are only ever added and kept at least a year. Admins read a
 * partner's history and export the log and the audit trail as CSV.
 */
import { z } from 'zod';
import type { DocumentType } from './documents';
import { messages } from './messages';
import type { UserRole } from './roles';

/** What was opened: a document's file, or an Aadhaar number shown beyond its last 4 digits. */
export type AccessSubject = 'document' | 'aadhaarNumber';

/** One line of a partner's access history, as admins read it. */
export interface AccessLogEntry {
  id: string;
  at: string;
  actorEmail: string;
  actorRole: UserRole;
  what: AccessSubject;
  documentType: DocumentType | null;
  /** The file as it was served (`panCard.pdf`); null for an Aadhaar number. */
  fileName: string | null;
  /** The caller's address, past the trusted proxies (TRUST_PROXY). */
  ip: string;
}

/** How many access lines a page carries. */
export const accessLogPageSize = 50;

/** GET /api/admin/partners/:id/access-log: newest first; `nextCursor` asks for older lines. */
export interface AccessLogPage {
  items: AccessLogEntry[];
  nextCursor: string | null;
}

/** GET /api/admin/partners/:id/access-log?before=: a page older than a cursor the server gave. */
export const accessLogPageQuerySchema = z.object({
  before: z
    .string({ error: messages.accessLog.cursorInvalid })
    .max(200, messages.accessLog.cursorInvalid)
    .optional(),
});

/** The longest period one export covers, in days, both ends counted. */
export const exportRangeMaxDays = 366;

const day = (message: string) =>
  z.iso
    .date({ error: message })
    // There was no year 0, and PostgreSQL refuses it.
    .refine((value) => !value.startsWith('0000'), message);

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** The range's rules, once both ends are days: a refused end says so alone. */
const bothDays = ({ from, to }: { from: string; to: string }) =>
  day('').safeParse(from).success && day('').safeParse(to).success;

/**
 * GET /api/admin/exports/*.csv?from=&to=: the days, in India's time as the
 * console shows them, both included; at most `exportRangeMaxDays`.
 */
export const exportRangeQuerySchema = z
  .object({
    from: day(messages.accessLog.fromInvalid),
    to: day(messages.accessLog.toInvalid),
  })
  .refine((range) => !bothDays(range) || range.from <= range.to, {
    message: messages.accessLog.rangeReversed,
    path: ['to'],
  })
  .refine(
    (range) => !bothDays(range) || dayNumber(range.to) - dayNumber(range.from) < exportRangeMaxDays,
    {
      message: messages.accessLog.rangeTooLong(exportRangeMaxDays),
      path: ['to'],
    },
  );

export type ExportRange = z.infer<typeof exportRangeQuerySchema>;

/** India's offset from UTC: an export's days begin at midnight there. */
const indiaOffset = '+05:30';

/** The instants an export covers: from the first day's start to the start of the day after the last. */
export function exportInstants({ from, to }: ExportRange): { start: Date; end: Date } {
  const end = new Date(`${to}T00:00:00${indiaOffset}`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: new Date(`${from}T00:00:00${indiaOffset}`), end };
}

/**
 * A CSV cell: quoted when it holds a quote, a comma or a line break (quotes
 * doubled), and a leading ' before a value a spreadsheet would run as a
 * formula (= + - @, or a tab or carriage return before one), so opening an
 * export never runs what a partner or an operator typed.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV line of `cells`, ended by CRLF as RFC 4180 writes it. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
