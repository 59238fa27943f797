import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import '../../test/database-source';
import {
  engineOnceStarted,
  type PgliteEngine,
  pglitePool,
  startPgliteWorker,
} from './pglite-engine';
import { dropConnectionsPastDeadline, queryDeadline } from './query-deadline';

const source = inject('testDatabase');

/** PGlite's own worker: the PGlite suite only (`*.pglite.test.ts`, see vitest.config.ts). */
describe('the embedded database on its worker thread', () => {
  const started: PgliteEngine[] = [];
  afterEach(async () => {
    for (const engine of started.splice(0)) await engine.close().catch(() => {});
  });

  async function start() {
    if (source.kind !== 'pglite') throw new Error('PGlite only');
    const engine = await startPgliteWorker({ dump: await readFile(source.templateFile) });
    started.push(engine);
    return { engine, pool: pglitePool(engine) };
  }

  it('rolls back the transaction of a connection dropped inside it, so the others go on', async () => {
    const { pool } = await start();
    const dropped = await pool.connect();
    await dropped.query('begin');
    await dropped.query('create table left_behind (id int)');
    dropped.release(true);

    const { rows } = await pool.query(`select to_regclass('left_behind') as "table"`);
    expect(rows).toEqual([{ table: null }]);
    await pool.end();
  });

  it('frees the queries stuck behind a slow one at their deadline, and never runs what they had sent', async () => {
    const { engine } = await start();
    const pool = pglitePool(engine, queryDeadline('pglite', 200));
    dropConnectionsPastDeadline(pool);
    const [slow, queued] = [await pool.connect(), await pool.connect()];
    await queued.query('create table late (id int)');
    const slept = slow.query('select pg_sleep(4)');
    const inserted = queued.query('insert into late values (1)');
    // PGlite runs one statement at a time and cannot cancel one: the driver stops waiting.
    await Promise.all([
      expect(inserted).rejects.toThrow('Query read timeout'),
      expect(slept).rejects.toThrow('Query read timeout'),
    ]);
    slow.release();
    queued.release();
    // Once the sleep is over PGlite answers again, without the insert its caller was told failed.
    const { rows } = await vi.waitFor(() => pool.query('select count(*)::int as count from late'), {
      timeout: 10_000,
      interval: 200,
    });
    expect(rows).toEqual([{ count: 0 }]);
    await pool.end();
  });

  it('fails what waits on a PGlite that stopped, instead of leaving it hanging', async () => {
    const { engine, pool } = await start();
    await pool.query('select 1');
    // A startup message without a user: PGlite exits.
    await expect(engine.exec(0, new Uint8Array([0, 0, 0, 8, 0, 3, 0, 0]))).rejects.toThrow(
      'The embedded database stopped.',
    );
    await expect(pool.query('select 1')).rejects.toThrow('The embedded database stopped.');
    await expect(engine.close()).rejects.toThrow('did not close cleanly');
  });

  it('takes queries while it starts, and answers them once it has', async () => {
    if (source.kind !== 'pglite') throw new Error('PGlite only');
    const engine = engineOnceStarted(
      startPgliteWorker({ dump: await readFile(source.templateFile) }),
    );
    started.push(engine);
    const pool = pglitePool(engine);
    await expect(pool.query('select 41 + 1 as answer')).resolves.toMatchObject({
      rows: [{ answer: 42 }],
    });
    await pool.end();
  });

  it('fails the queries of one that could not start with its reason, and closes quietly', async () => {
    const engine = engineOnceStarted(Promise.reject(new Error('No space left on the device.')));
    const pool = pglitePool(engine);
    await expect(pool.query('select 1')).rejects.toThrow('No space left on the device.');
    await expect(engine.close()).resolves.toBeUndefined();
    await pool.end();
  });
});
