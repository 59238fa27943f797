import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import {
  type Counted,
  consumeRequest,
  countRequest,
  forgetRequests,
  giveBackRequest,
} from './limiter';

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

describe('countRequest', () => {
  it('does not count a refused request, so a place given back is free again', async () => {
    const allowed: Counted[] = [];
    for (const second of [0, 1, 2])
      allowed.push(await countRequest(database.db, 'd', limit, at(second)));
    expect(await countRequest(database.db, 'd', limit, at(3))).toEqual({
      allowed: false,
      retryAfterSeconds: 57,
    });
    expect(await countRequest(database.db, 'd', limit, at(4))).toMatchObject({ allowed: false });

    const [first] = allowed;
    if (!first?.allowed) throw new Error('the first request was refused');
    await giveBackRequest(database.db, 'd', first.windowStart);
    expect(await countRequest(database.db, 'd', limit, at(5))).toEqual({
      allowed: true,
      windowStart: at(0),
    });
    expect(await countRequest(database.db, 'd', limit, at(6))).toMatchObject({ allowed: false });
  });

  it('gives back nothing to a window that has given way to another', async () => {
    const old = await countRequest(database.db, 'e', limit, at(0));
    if (!old.allowed) throw new Error('the first request was refused');
    for (const second of [60, 61, 62]) await countRequest(database.db, 'e', limit, at(second));
    await giveBackRequest(database.db, 'e', old.windowStart);
    expect(await countRequest(database.db, 'e', limit, at(63))).toMatchObject({ allowed: false });
  });

  it('starts afresh once the requests of a key are forgotten', async () => {
    for (const second of [0, 1, 2]) await countRequest(database.db, 'f', limit, at(second));
    await forgetRequests(database.db, 'f');
    expect(await countRequest(database.db, 'f', limit, at(3))).toEqual({
      allowed: true,
      windowStart: at(3),
    });
  });
});
