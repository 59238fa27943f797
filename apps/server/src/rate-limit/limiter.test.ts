import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { consumeRequest } from './limiter';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const limit = { max: 3, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

describe('consumeRequest', () => {
  it('allows max requests in a window, then answers 429 saying when to retry', async () => {
    for (const second of [0, 10, 20]) {
      await consumeRequest(database.db, 'a', limit, at(second));
    }
    await expect(consumeRequest(database.db, 'a', limit, at(30))).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many requests. Please try again in 30 seconds.',
    });
  });

  it('starts counting again once the window has passed, and keeps keys apart', async () => {
    for (const second of [0, 1, 2]) await consumeRequest(database.db, 'b', limit, at(second));
    await consumeRequest(database.db, 'other', limit, at(3));
    await expect(consumeRequest(database.db, 'b', limit, at(59))).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(consumeRequest(database.db, 'b', limit, at(60))).resolves.toBeUndefined();
  });

  it('counts concurrent requests exactly', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => consumeRequest(database.db, 'c', limit, at(0))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
  });
});
