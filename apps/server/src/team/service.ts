import { randomBytes, randomUUID } from 'node:crypto';
import {
  invitationDays,
  type OperatorActionType,
  type OperatorRole,
  operatorRoles,
  paths,
  recoveryPaths,
  type TeamList,
  type TeamMember,
  teamMessages,
  userRole,
} from '@shata/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { account, session, twoFactor, user, verification } from '../auth/schema';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { secondFactorMail } from '../mail/templates';
import { recordOperatorAction } from '../operators/actions';
import { accountChangeMail, invitationMail } from './team-mail';

export interface TeamContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const operatorRoleList = Object.values(operatorRoles);

/**
 * Whether the account has a password yet: an invited operator has none until
 * the mailed link sets one. The user's id is named with its table: unqualified,
 * it would be the account's own.
 */
const hasPassword = sql<boolean>`exists (select 1 from ${account}
  where ${account.userId} = "users"."id" and ${account.providerId} = 'credential')`;

const memberColumns = {
  id: user.id,
  email: user.email,
  role: user.role,
  disabledAt: user.disabledAt,
  hasPassword,
  twoFactorEnabled: user.twoFactorEnabled,
};

function member(row: {
  id: string;
  email: string;
  role: string;
  disabledAt: Date | null;
  hasPassword: boolean;
  twoFactorEnabled: boolean;
}): TeamMember {
  const status = row.disabledAt ? 'disabled' : row.hasPassword ? 'active' : 'invited';
  const role = userRole(row.role) as OperatorRole;
  return { id: row.id, email: row.email, role, status, secondFactor: row.twoFactorEnabled };
}

/** Every operator, by e-mail. */
export async function listTeam(db: Db): Promise<TeamList> {
  const rows = await db
    .select(memberColumns)
    .from(user)
    .where(inArray(user.role, operatorRoleList))
    .orderBy(asc(user.email));
  return { operators: rows.map(member) };
}

/** One operator, locked for the change about to be made; 404 for anyone else. */
async function lockedOperator(tx: Db, id: string) {
  const [row] = await tx
    .select(memberColumns)
    .from(user)
    .where(and(eq(user.id, id), inArray(user.role, operatorRoleList)))
    .for('update');
  if (!row) throw new HttpError(404, 'operator_not_found', teamMessages.operatorNotFound);
  return row;
}

/** A change to the team: recorded in the operators' trail, in the change's transaction. */
function recordChange(tx: Db, admin: SessionUser, action: OperatorActionType, who: TeamMember) {
  return recordOperatorAction(tx, admin, action, {
    id: who.id,
    name: `${who.email} (${who.role})`,
  });
}

/**
 * Invites an operator: a verified account with the role and no password, and
 * a mail with a link to choose one. The link is better-auth's own reset link
 * (a `reset-password:` verification row, which its reset endpoint turns into
 * the account's password), made here to work `invitationDays` instead of an hour.
 */
export async function inviteOperator(
  context: TeamContext,
  admin: SessionUser,
  invitation: { email: string; role: OperatorRole },
): Promise<TeamMember> {
  // As better-auth keeps addresses, so the sign-in finds the account.
  const email = invitation.email.toLowerCase();
  const id = randomUUID();
  const token = randomBytes(24).toString('base64url');
  return context.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(user)
      .values({ id, name: email, email, emailVerified: true, role: invitation.role })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id });
    if (!created) throw new HttpError(409, 'user_already_exists', teamMessages.emailTaken(email));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: id,
      expiresAt: new Date(Date.now() + invitationDays * 24 * 60 * 60 * 1000),
    });
    const url = `${context.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(recoveryPaths.resetPassword)}`;
    await context.mailer.send(
      { to: email, ...invitationMail({ url, role: invitation.role, invitedBy: admin.email }) },
      { db: tx },
    );
    const invited: TeamMember = {
      id,
      email,
      role: invitation.role,
      status: 'invited',
      secondFactor: false,
    };
    await recordChange(tx, admin, 'operator.invited', invited);
    return invited;
  });
}

/** Refuses an admin's change of their own account, which could leave the team without an admin. */
function refuseOwnAccount(admin: SessionUser, id: string) {
  if (admin.id === id) throw new HttpError(409, 'own_account', teamMessages.ownAccount);
}

/** Gives an operator another role, from their next request on, and tells them by mail. */
export async function changeRole(
  context: TeamContext,
  admin: SessionUser,
  id: string,
  role: OperatorRole,
): Promise<TeamMember> {
  refuseOwnAccount(admin, id);
  return context.db.transaction(async (tx) => {
    const row = await lockedOperator(tx, id);
    if (row.role === role) return member(row);
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
    const changed = member({ ...row, role });
    await recordChange(tx, admin, 'operator.role_changed', changed);
    const mail = accountChangeMail({
      publicUrl: context.publicUrl,
      change: { role },
      by: admin.email,
    });
    await context.mailer.send({ to: row.email, ...mail }, { db: tx });
    return changed;
  });
}

/**
 * Disables an operator's account, ending its sessions at once (the session
 * read and the sign-in refuse a disabled account), or enables it again.
 */
export async function setDisabled(
  context: TeamContext,
  admin: SessionUser,
  id: string,
  disabled: boolean,
): Promise<TeamMember> {
  refuseOwnAccount(admin, id);
  return context.db.transaction(async (tx) => {
    const row = await lockedOperator(tx, id);
    if ((row.disabledAt !== null) === disabled) {
      const message = disabled ? teamMessages.alreadyDisabled : teamMessages.notDisabled;
      throw new HttpError(409, 'operator_status_unchanged', message);
    }
    const disabledAt = disabled ? new Date() : null;
    await tx.update(user).set({ disabledAt, updatedAt: new Date() }).where(eq(user.id, id));
    if (disabled) await tx.delete(session).where(eq(session.userId, id));
    const changed = member({ ...row, disabledAt });
    await recordChange(tx, admin, disabled ? 'operator.disabled' : 'operator.enabled', changed);
    const mail = accountChangeMail({
      publicUrl: context.publicUrl,
      change: { disabled },
      by: admin.email,
    });
    await context.mailer.send({ to: row.email, ...mail }, { db: tx });
    return changed;
  });
}

/**
 * Removes an operator's second factor (a lost phone, no backup code left):
 * their sessions end, and their next sign-in sets one up again. Another
 * admin's doing only, told to the operator by mail and kept in the trail.
 */
export async function resetSecondFactor(
  context: TeamContext,
  admin: SessionUser,
  id: string,
): Promise<TeamMember> {
  if (admin.id === id) throw new HttpError(409, 'own_account', teamMessages.ownSecondFactor);
  return context.db.transaction(async (tx) => {
    const row = await lockedOperator(tx, id);
    if (!row.twoFactorEnabled) {
      throw new HttpError(409, 'two_factor_not_enrolled', teamMessages.noSecondFactor);
    }
    await tx.delete(twoFactor).where(eq(twoFactor.userId, id));
    await tx
      .update(user)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(user.id, id));
    await tx.delete(session).where(eq(session.userId, id));
    const changed = member({ ...row, twoFactorEnabled: false });
    await recordChange(tx, admin, 'two_factor.reset', changed);
    const mail = secondFactorMail({
      url: `${context.publicUrl}${paths.login}`,
      event: 'reset',
      at: new Date(),
      by: `By ${admin.email}`,
    });
    await context.mailer.send({ to: row.email, ...mail }, { db: tx });
    return changed;
  });
}
