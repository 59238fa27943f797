import { createHash, getRandomValues } from 'node:crypto';
import {
  type ApiKeySummary,
  type ApiScope,
  apiKeyDisplayLength,
  apiKeyRandomLength,
  apiKeyRandomPart,
  type CreatedApiKey,
  composeApiKey,
  messages,
} from '@shata/domain';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { recordOperatorAction } from '../operators/actions';
import { isUuid } from '../partners/access';
import type { AuditActor } from '../partners/audit';
import { apiKeys } from './schema';

/** The key a machine client authenticated with, as a route sees it. */
export interface ApiKeyCaller {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
}

/**
 * The key as an audit line names who made a change: by its name and prefix,
 * never as an operator, so the console shows the change came from a system.
 */
export function apiKeyActor(key: ApiKeyCaller): AuditActor {
  return {
    id: `api-key:${key.id}`,
    email: `API key "${key.name}" (${key.prefix})`,
    role: 'apiKey',
  };
}

/** How the table finds a key: SHA-256 of the whole key, hex. */
export const hashOfApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** How often a key's last use is written: once a minute is enough to tell a live key from a dead one. */
const lastUseResolutionMs = 60_000;

/** Makes a key, stores its hash, and answers it: the only time the key is ever told. */
export async function createApiKey(
  db: Db,
  actor: SessionUser,
  input: { name: string; scopes: ApiScope[] },
): Promise<CreatedApiKey> {
  const key = composeApiKey(apiKeyRandomPart(getRandomValues(new Uint32Array(apiKeyRandomLength))));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        prefix: key.slice(0, apiKeyDisplayLength),
        keyHash: hashOfApiKey(key),
        scopes: input.scopes,
        createdByUserId: actor.id,
        createdByEmail: actor.email,
      })
      .returning();
    if (!row) throw new Error('the key was not stored');
    await recordOperatorAction(tx, actor, 'api_key.created', row);
    return {
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      scopes: row.scopes,
      createdAt: row.createdAt.toISOString(),
      key,
    };
  });
}

/** Every key, newest first, without the secret (which the table does not hold). */
export async function listApiKeys(db: Db): Promise<{ keys: ApiKeySummary[] }> {
  const rows = await db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return {
    keys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      scopes: row.scopes,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdByEmail,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    })),
  };
}

/** Revokes a key at once: its next call is refused. Revoking a revoked key again changes nothing. */
export async function revokeApiKey(db: Db, actor: SessionUser, id: string): Promise<void> {
  const notFound = new HttpError(404, 'api_key_not_found', messages.apiKeys.keyNotFound);
  if (!isUuid(id)) throw notFound;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
    if (!row) throw notFound;
    if (row.revokedAt) return;
    await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, id));
    await recordOperatorAction(tx, actor, 'api_key.revoked', row);
  });
}

/** The unrevoked key `key` is, noting its use; null for any other text. */
export async function authenticateApiKey(db: Db, key: string): Promise<ApiKeyCaller | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashOfApiKey(key)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  const { lastUsedAt, ...caller } = row;
  const now = new Date();
  if (!lastUsedAt || now.getTime() - lastUsedAt.getTime() >= lastUseResolutionMs) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.id),
          isNull(apiKeys.revokedAt),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, new Date(now.getTime() - lastUseResolutionMs)),
          ),
        ),
      );
  }
  return caller;
}
