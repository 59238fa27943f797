import { type Locale, roles, type UserRole } from '@shata/domain';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * better-auth's tables (users, sessions, credentials, one-time tokens, rate
 * limits), keyed as its Drizzle adapter expects: user, session, account,
 * verification, rateLimit. Sessions and rate limits live here rather than in
 * process memory so every server process shares them.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Only set on the server, never at sign-up. */
  role: text('role').$type<UserRole>().notNull().default(roles.partner),
  /** Set by better-auth's two-factor plugin once an enrolment is confirmed with a code. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** When an admin disabled the account (issue 30): it cannot sign in, and no session of it counts. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /**
   * The language the partner chose (issue 31): their screens and mails speak
   * it. Null while they never chose one: mails go in English.
   */
  locale: text('locale').$type<Locale>(),
  ...timestamps,
});

export const session = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * When this session last passed the second factor (set by the bridge,
     * auth/second-factor.ts): better-auth marks no session so, and an
     * operator's session without it opens nothing.
     */
    twoFactorVerifiedAt: timestamp('two_factor_verified_at', { withTimezone: true }),
    /** An operator's last request, written at most once a minute: their 15-minute idle cut-off. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

/** better-auth's two-factor plugin's row: the TOTP secret and backup codes (both encrypted), and its lockout. */
export const twoFactor = pgTable('two_factors', {
  id: text('id').primaryKey(),
  // Unique: two enrolments racing each other cannot leave two secrets.
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const verification = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

export const rateLimit = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
