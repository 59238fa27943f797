import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../../test/postgres-databases';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { type Database, openPostgres } from '../db/client';
import { recordEvent } from '../events/record';
import { createAadhaarCipher } from '../partners/aadhaar-cipher';
import { createWebhookDeliverer } from './delivery';
import { fanOut } from './fan-out';
import { webhookDeliveries } from './schema';
import { createEndpoint } from './service';

/**
 * Two portal processes on one PostgreSQL database, each with its own
 * connections and its own delivery loop, fanning out and delivering at once:
 * every event reaches the receiver once. PGlite is one process's database,
 * so only the PostgreSQL suite runs this.
 */
describe('webhooks delivered by two processes on one database', () => {
  const cipher = createAadhaarCipher(randomBytes(32).toString('base64'));
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let processes: Database[];
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('the PostgreSQL suite runs this file');
    created = await createPostgresDatabase(source.adminUrl, source.templateName);
    processes = [await openPostgres(created.url), await openPostgres(created.url)];
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await Promise.all(processes.map((database) => database.close()));
    await created.drop();
  });

  it('deliver each attempt once, whichever process claims it', async () => {
    const [first, second] = processes as [Database, Database];
    await createEndpoint(
      { db: first.db, cipher, allowPrivate: true, resolve: async () => [], wake: () => {} },
      { id: 'operator-1', email: 'ops@shata.test', emailVerified: true, role: 'admin' },
      { url: receiver.url, events: ['booking.created'] },
    );
    const loops = processes.map((database) =>
      createWebhookDeliverer({
        db: database.db,
        cipher,
        log: pino({ level: 'silent' }),
        allowPrivate: true,
        userAgent: 'test',
      }),
    );
    const write = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        (i % 2 ? first : second).db.transaction((tx) =>
          recordEvent(tx, { type: 'booking.created', partnerId: randomUUID(), payload: { i } }),
        ),
      );
    // Written while both loops run, from both processes, so their fan-outs race.
    const runs: Promise<number>[] = [];
    for (let round = 0; round < 5; round += 1) {
      runs.push(...loops.map((loop) => loop.deliverDue()));
    }
    await Promise.all([...write(60), ...runs]);
    // Then many due at once, both loops claiming from the same rows at the same moment.
    await Promise.all(write(200));
    await fanOut(first.db, new Date());
    await Promise.all(loops.map((loop) => loop.deliverDue()));
    await Promise.all(loops.map((loop) => loop.stop()));
    const events = 260;

    const ids = receiver.received.map((hook) => String(hook.headers['webhook-id']));
    expect(ids).toHaveLength(events);
    expect(new Set(ids).size).toBe(events);
    const rows = await first.db.select().from(webhookDeliveries);
    expect(rows).toHaveLength(events);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });
});
