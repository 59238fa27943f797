import type { OperatorActionType } from '@shata/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The console's trail of the changes operators make to how the portal talks
 * to other systems (keys, webhook endpoints): who, what, to which, when.
 * Rows are only ever added; the subject's name is copied, so the line still
 * reads after the subject is gone.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<OperatorActionType>().notNull(),
    subjectId: text('subject_id').notNull(),
    subjectName: text('subject_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_actions_created_id_idx').on(table.createdAt, table.id)],
);
