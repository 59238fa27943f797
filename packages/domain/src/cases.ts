/**
 * Cases (issue 30): a partner is claimed by an operator, assigned to a
 * colleague, or released. The queue shows an operator their own cases first,
 * then those nobody has claimed. Anyone allowed to review may still decide a
 * case that is someone else's: the console asks first, naming the assignee.
 */
import { z } from 'zod';
import { messages } from './messages';
import type { OperatorRole } from './roles';

const m = messages.cases;

/**
 * Whose cases the queue shows: the caller's then the unclaimed (the
 * default), the caller's only, the unclaimed only, or everyone's.
 */
export const queueAssignees = ['mineAndUnassigned', 'mine', 'unassigned', 'everyone'] as const;

export type QueueAssignees = (typeof queueAssignees)[number];

/** Who has a case, as the queue and the partner's page name them. */
export interface CaseAssignee {
  id: string;
  email: string;
}

/** An operator a case may be assigned to (GET /api/admin/assignees). */
export interface Colleague extends CaseAssignee {
  role: OperatorRole;
}

/** At most this many partners are assigned at once from the queue. */
export const maxBulkAssign = 100;

const operatorId = z
  .string({ error: m.operatorIdRequired })
  .trim()
  .min(1, m.operatorIdRequired)
  .max(200, m.assigneeNotOperator);

/** PUT /api/admin/partners/:id/assignee: the colleague who takes the case. */
export const assignCaseSchema = z.strictObject({ operatorId });

export type AssignCase = z.infer<typeof assignCaseSchema>;

/**
 * POST /api/admin/assignments: partners from the queue, each once, all
 * assigned to one colleague, or none.
 */
export const bulkAssignSchema = z.strictObject({
  partnerIds: z
    .array(z.uuid({ error: m.partnerIdInvalid }), { error: m.partnerIdsRequired })
    .min(1, m.partnerIdsRequired)
    .max(maxBulkAssign, m.tooManyPartners(maxBulkAssign))
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  operatorId,
});

export type BulkAssign = z.infer<typeof bulkAssignSchema>;

/** POST /api/admin/assignments: how many partners changed hands (those already the colleague's did not). */
export interface BulkAssignResult {
  assigned: number;
}
