import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { eventsAfter, recordEvent } from './record';

/** Resolves when `condition` holds, checking every few milliseconds. */
async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Two changes writing events at once on one PostgreSQL: the order a reader
 * sees must be the order of the commits, or a reader that moved past a
 * position would miss a smaller one committed after. PGlite has one
 * connection, so only the PostgreSQL suite can race two transactions.
 */
describe('the event outbox, written by two transactions at once', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const event = () => ({
    type: 'partner.profile_saved' as const,
    partnerId: randomUUID(),
    payload: {},
  });

  it('commits positions in order: the second waits for the first, so no reader skips one', async () => {
    const { db } = database;
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstWritten = () => {};
    const firstInserted = new Promise<void>((resolve) => {
      firstWritten = resolve;
    });
    const first = db.transaction(async (tx) => {
      await recordEvent(tx, event());
      firstWritten();
      await firstHeld;
    });
    await firstInserted;

    let secondDone = false;
    const second = db
      .transaction((tx) => recordEvent(tx, event()))
      .then(() => {
        secondDone = true;
      });
    // Either the second has committed (it did not wait), or it waits on the first.
    await until(async () => {
      if (secondDone) return true;
      const waiting = (await db.execute(
        sql`select 1 from pg_locks where locktype = 'advisory' and not granted`,
      )) as unknown as { rows: unknown[] };
      return waiting.rows.length > 0;
    });

    expect(await eventsAfter(db, 0, 10)).toEqual([]);

    releaseFirst();
    await Promise.all([first, second]);
    const seen = await eventsAfter(db, 0, 10);
    expect(seen).toHaveLength(2);
    expect(seen[0]?.position).toBeLessThan(seen[1]?.position ?? 0);
    expect(await eventsAfter(db, seen[0]?.position ?? 0, 10)).toEqual([seen[1]]);
  });
});
