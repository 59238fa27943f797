/**
 * The floor of `bench:api`: a bare Fastify server that does, for each
 * measured endpoint, the queries the portal's design of issue 14's start does
 * (session by token, its user, the partner, then what the answer lists) with
 * the database driver alone: no auth library, no ORM, no hooks, no logging,
 * no checks beyond reading the session cookie. What the portal spends above
 * it is its own overhead.
 *
 *   node --import tsx bench/api-floor.ts   (DATA_DIR or DATABASE_URL, PORT)
 */
// It opens the portal's DATA_DIR, and keeps what it writes there as private as the portal does.
import '../apps/server/src/private-umask.js';
import '../apps/server/src/db/private-pglite-files.js';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import { pgliteOptions } from '../apps/server/src/db/pglite-config.js';

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

async function connect(): Promise<{ query: Query; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
    };
  }
  const pglite = await PGlite.create({
    ...pgliteOptions,
    dataDir: path.join(process.env.DATA_DIR ?? 'data', 'pglite'),
  });
  return {
    query: async (text, params) => (await pglite.query<Record<string, unknown>>(text, params)).rows,
    close: () => pglite.close(),
  };
}

const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

const partnerColumns = `"id", "personal_email", "name", "company_name", "company_location",
  "company_email", "services_selected", "mobile_no", "gst_no", "cin_no", "aadhaar_no_encrypted",
  "company_address", "latitude", "longitude", "status", "video_url", "kyc_status", "cv_status",
  "ipv_status", "stage", "submitted_at", "created_at", "updated_at"`;

const queueRows = `select "partners"."id", "partners"."name", "partners"."company_name",
  "partners"."personal_email", "partners"."business_type", "partners"."stage", "partners"."submitted_at",
  "partners"."problem_count", "partners"."stage_entered_at", "partners"."awaited_step", "users"."id",
  "users"."email" from "partners" left join "users" on "users"."id" = "partners"."assigned_operator_id"`;
const queueOrder = `order by "partners"."submitted_at" asc nulls last, "partners"."created_at" asc,
  "partners"."id" asc limit $1 offset $2`;

const sql = {
  session: `select "id", "token", "user_id", "expires_at", "ip_address", "user_agent", "created_at",
    "updated_at" from "sessions" where "sessions"."token" = $1`,
  user: `select "id", "name", "email", "email_verified", "image", "role", "created_at", "updated_at"
    from "users" where "users"."id" = $1`,
  partnerByEmail: `select ${partnerColumns} from "partners"
    where lower("partners"."personal_email") = lower($1)`,
  ownPartner: `select ${partnerColumns} from "partners"
    where ("partners"."id" = $1 and lower("partners"."personal_email") = lower($2))`,
  rejections: `select "partner_id", "target", "reason", "rejected_at" from "partner_rejections"
    where "partner_rejections"."partner_id" = $1 order by "partner_rejections"."rejected_at" asc`,
  documents: `select "type" from "partner_documents" where "partner_documents"."partner_id" = $1`,
  bookings: `select "bookings"."id", "bookings"."partner_id", "bookings"."event_type",
    "bookings"."partner_name", "bookings"."date_from", "bookings"."status", "bookings"."event_id",
    "bookings"."catering_event", "bookings"."photography_event", "bookings"."created_at",
    "bookings"."updated_at", "events"."thumbnail_url", "catering"."thumbnail_url",
    "photography"."thumbnail_url" from "bookings"
    left join "events" on "events"."id" = "bookings"."event_id"
    left join "catering" on "catering"."id" = "bookings"."catering_event"
    left join "photography" on "photography"."id" = "bookings"."photography_event"
    where "bookings"."partner_id" = $1
    order by "bookings"."date_from" desc, "bookings"."id" desc limit $2`,
  // The queue's default view: the operator's own cases, then the unassigned, each counted and paged.
  mineCount: `select count(*) from "partners" where "partners"."assigned_operator_id" = $1`,
  unassignedCount: `select coalesce(sum("count" - "assigned"), 0)::int as "count" from "partner_stage_counts"`,
  minePage: `${queueRows} where "partners"."assigned_operator_id" = $3 ${queueOrder}`,
  unassignedPage: `${queueRows} where "partners"."assigned_operator_id" is null ${queueOrder}`,
};

const { query, close } = await connect();

async function sessionUser(request: FastifyRequest, reply: FastifyReply) {
  const token = sessionCookie.exec(request.headers.cookie ?? '')?.[1]?.split('.')[0];
  const [session] = token ? await query(sql.session, [decodeURIComponent(token)]) : [];
  const [user] = session ? await query(sql.user, [session.user_id]) : [];
  if (!user) reply.code(401);
  return user;
}

const app = Fastify();

app.get('/api/partners/me', async (request, reply) => {
  const user = await sessionUser(request, reply);
  if (!user) return { message: 'Please sign in to continue.' };
  const [partner] = await query(sql.partnerByEmail, [user.email]);
  if (!partner) return null;
  const [rejections, documents] = await Promise.all([
    query(sql.rejections, [partner.id]),
    query(sql.documents, [partner.id]),
  ]);
  return { ...partner, rejections, documents };
});

app.get<{ Params: { id: string } }>('/api/partners/:id', async (request, reply) => {
  const user = await sessionUser(request, reply);
  if (!user) return { message: 'Please sign in to continue.' };
  const [partner] = await query(sql.ownPartner, [request.params.id, user.email]);
  if (!partner) return reply.code(404).send({ message: 'Partner not found.' });
  const [documents, rejections] = await Promise.all([
    query(sql.documents, [partner.id]),
    query(sql.rejections, [partner.id]),
  ]);
  return { ...partner, rejections, documents };
});

app.get<{ Querystring: { partnerId: string } }>('/api/bookings', async (request, reply) => {
  const user = await sessionUser(request, reply);
  if (!user) return { message: 'Please sign in to continue.' };
  const [partner] = await query(sql.ownPartner, [request.query.partnerId, user.email]);
  if (!partner) return reply.code(404).send({ message: 'Partner not found.' });
  const items = await query(sql.bookings, [partner.id, 21]);
  return { items: items.slice(0, 20), nextCursor: null };
});

app.get('/api/admin/partners', async (request, reply) => {
  const user = await sessionUser(request, reply);
  if (!user) return { message: 'Please sign in to continue.' };
  const [[mine], [unassigned]] = await Promise.all([
    query(sql.mineCount, [user.id]),
    query(sql.unassignedCount, []),
  ]);
  const own = Number(mine?.count) > 0 ? await query(sql.minePage, [20, 0, user.id]) : [];
  const rest = await query(sql.unassignedPage, [20 - own.length, 0]);
  const total = Number(mine?.count) + Number(unassigned?.count);
  return { items: [...own, ...rest], total, page: 1, pageSize: 20 };
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(close)
      .then(() => process.exit(0));
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
const port = typeof address === 'object' ? address?.port : undefined;
process.stdout.write(`floor listening at http://127.0.0.1:${port}\n`);
