/**
 * Budget: the first page of My Bookings costs about the same for a partner
 * with 10,000 bookings in a table of 1,000,000 as for a partner with 10,
 * because the page is read in order from the (partner_id, date_from, id)
 * index and stops after a page, and later pages start from a cursor, not an
 * offset.
 *
 * Fills a throwaway PostgreSQL (PGlite when no PostgreSQL binaries are
 * installed, or with --pglite) with generate_series, then times the same
 * service call the API makes.
 *
 *   npm run bench:bookings
 */
import { PGlite } from '@electric-sql/pglite';
import { roles } from '@shata/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../apps/server/src/auth/session';
import { listBookings } from '../apps/server/src/bookings/service';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';
import { pgliteOptions } from '../apps/server/src/db/pglite-config.js';
import { findPostgresBin, startThrowawayPostgres } from '../apps/server/test/throwaway-postgres';

const totalRows = 1_000_000;
const busyRows = 10_000;
const quietRows = 10;
const otherPartners = 998;
const runs = 200;
/** The busy partner's page may cost this many times the quiet one's, and at least this many ms more, before the bench fails. */
const budget = { ratio: 3, slackMs: 2 };

const usePglite = process.argv.includes('--pglite') || !findPostgresBin();
const postgres = usePglite ? undefined : await startThrowawayPostgres();
const database: Database = postgres
  ? await openPostgres(postgres.url)
  : await openPglite({ client: await PGlite.create(pgliteOptions) });

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function fill(db: Database['db']) {
  await db.execute(sql`
    insert into partners (personal_email)
    select 'partner' || g || '@bench.example' from generate_series(1, ${otherPartners + 2}) g`);
  await db.execute(sql`
    insert into bookings (partner_id, event_type, partner_name, date_from, status)
    select p.id, 'Wedding', 'Bench partner', date '2020-01-01' + (g % 3000), 'confirmed'
    from generate_series(1, ${totalRows - busyRows - quietRows}) g
    join (
      select id, row_number() over (order by personal_email) - 1 as n
      from partners where personal_email not in ('partner1@bench.example', 'partner2@bench.example')
    ) p on p.n = g % ${otherPartners}`);
  for (const [email, rows] of [
    ['partner1@bench.example', busyRows],
    ['partner2@bench.example', quietRows],
  ] as const) {
    await db.execute(sql`
      insert into bookings (partner_id, event_type, partner_name, date_from, status)
      select (select id from partners where personal_email = ${email}),
        'Sangeet', 'Bench partner', date '2020-01-01' + (g % 3000), 'pending'
      from generate_series(1, ${rows}) g`);
  }
  await db.execute(sql`analyze`);
}

const partnerUser = (email: string): SessionUser => ({
  id: email,
  email,
  emailVerified: true,
  role: roles.partner,
});

/** The median time of `runs` calls, after a few to warm caches and plans. */
async function median(call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

try {
  await database.migrate();
  const filling = performance.now();
  await fill(database.db);
  console.log(
    `${database.kind}: ${totalRows.toLocaleString('en-GB')} bookings inserted in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );

  const busy = partnerUser('partner1@bench.example');
  const quiet = partnerUser('partner2@bench.example');
  const firstPage = (user: SessionUser) => () => listBookings(database.db, user, { pageSize: 20 });

  // A page deep in the busy partner's list, reached by following cursors.
  let cursor: string | undefined;
  for (let page = 0; page < 50; page += 1) {
    cursor =
      (await listBookings(database.db, busy, { pageSize: 100, cursor })).nextCursor ?? undefined;
  }
  const deepCursor = cursor;

  const quietMs = await median(firstPage(quiet));
  const busyMs = await median(firstPage(busy));
  const deepMs = await median(() =>
    listBookings(database.db, busy, { pageSize: 20, cursor: deepCursor }),
  );
  const limitMs = Math.max(quietMs * budget.ratio, quietMs + budget.slackMs);
  console.log(`first page, partner with ${quietRows} bookings:     ${ms(quietMs)}`);
  console.log(
    `first page, partner with ${busyRows.toLocaleString('en-GB')} bookings:  ${ms(busyMs)}`,
  );
  console.log(`page after 5,000 bookings, same partner:  ${ms(deepMs)}`);
  console.log(`budget: at most ${ms(limitMs)} (median of ${runs} calls each)`);
  if (busyMs > limitMs || deepMs > limitMs) {
    console.error('over budget: a page costs more as the partner has more bookings');
    process.exitCode = 1;
  }
} finally {
  await database.close();
  await postgres?.stop();
}
