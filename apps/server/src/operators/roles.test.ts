import { type OperatorPermission, type OperatorRole, operatorPermissions } from '@shata/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from '../../test/http-client';
import { promoteToOperator, signedInOperator, signedUpPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

// Every account here signs up with the fixture's one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

/**
 * Who may use each /api/admin route: the permission its guard asks for. A
 * route missing here fails the walk, so a new one cannot be added without a
 * decision. The decision route depends on the stage decided: the final one,
 * approving or turning down, is an approver's.
 */
const routePermissions: Record<string, OperatorPermission | Record<string, OperatorPermission>> = {
  'GET /api/admin/partners': 'review',
  'GET /api/admin/partners/:id': 'review',
  'GET /api/admin/partners/:id/audit': 'review',
  'PUT /api/admin/partners/:id/video': 'review',
  'PUT /api/admin/partners/:id/review/:field': {
    kycStatus: 'review',
    cvStatus: 'review',
    ipvStatus: 'review',
    status: 'finalApproval',
  },
  'POST /api/admin/partners/:id/documents/:type/rejection': 'review',
  'GET /api/admin/records/:collection': 'review',
  'POST /api/admin/records/:collection': 'review',
  'POST /api/admin/partners/:id/bookings': 'review',
  'PUT /api/admin/bookings/:id': 'review',
  'POST /api/admin/bookings/:id/cancel': 'review',
  'GET /api/admin/operator-actions': 'manageIntegrations',
  'POST /api/admin/api-keys': 'manageIntegrations',
  'GET /api/admin/api-keys': 'manageIntegrations',
  'DELETE /api/admin/api-keys/:id': 'manageIntegrations',
  'POST /api/admin/webhooks': 'manageIntegrations',
  'GET /api/admin/webhooks': 'manageIntegrations',
  'PATCH /api/admin/webhooks/:id': 'manageIntegrations',
  'POST /api/admin/webhooks/:id/rotate-secret': 'manageIntegrations',
  'DELETE /api/admin/webhooks/:id': 'manageIntegrations',
  'GET /api/admin/webhooks/:id/deliveries': 'manageIntegrations',
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/retry': 'manageIntegrations',
  'GET /api/admin/partners/:id/notes': 'review',
  'POST /api/admin/partners/:id/notes': 'review',
  'GET /api/admin/partners/:id/access-log': 'readAccessLog',
  'GET /api/admin/exports/audit.csv': 'readAccessLog',
  'GET /api/admin/exports/access-log.csv': 'readAccessLog',
  'GET /api/admin/operators': 'manageOperators',
  'POST /api/admin/operators': 'manageOperators',
  'PUT /api/admin/operators/:id/role': 'manageOperators',
  'POST /api/admin/operators/:id/disable': 'manageOperators',
  'POST /api/admin/operators/:id/enable': 'manageOperators',
  'GET /api/admin/assignees': 'review',
  'POST /api/admin/partners/:id/claim': 'review',
  'POST /api/admin/partners/:id/release': 'review',
  'PUT /api/admin/partners/:id/assignee': 'review',
  'POST /api/admin/assignments': 'review',
  'POST /api/admin/operators/:id/second-factor/reset': 'manageOperators',
};

let server: TestApp;
const callers: Partial<Record<OperatorRole | 'partner', string>> = {};

const cookieOf = (client: Browser) =>
  [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');

beforeAll(async () => {
  const database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  for (const role of ['reviewer', 'approver', 'admin'] as const) {
    const operator = await signedInOperator(server.url, database);
    await promoteToOperator(database, operator.email, role);
    callers[role] = cookieOf(operator.client);
  }
  callers.partner = cookieOf((await signedUpPartner(server.url)).client);
});
afterAll(() => server.close());

const adminRoutes = () =>
  server.app.routeTable
    .filter((route) => route.url.startsWith('/api/admin'))
    // A HEAD route is its GET's, and guarded as it is.
    .map((route) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`);

/** Each concrete request of a route: one per stage for the decision route. */
function requestsOf(
  name: string,
): Array<{ method: string; url: string; needs: OperatorPermission }> {
  const [method = '', pattern = ''] = name.split(' ');
  const entry = routePermissions[name];
  if (entry === undefined) return [];
  const anyId = (url: string) => url.replace(/:[^/]+/g, '0b8e3a4e-7f1c-4a8e-9d51-3c1f2f0a9b11');
  if (typeof entry === 'string') return [{ method, url: anyId(pattern), needs: entry }];
  return Object.entries(entry).map(([field, needs]) => ({
    method,
    url: anyId(pattern.replace(':field', field)),
    needs,
  }));
}

describe('roles, on every /api/admin route', () => {
  it('has a decision for every admin route, and none for a route that is gone', () => {
    const routes = new Set(adminRoutes());
    expect([...routes].filter((route) => !(route in routePermissions))).toEqual([]);
    expect(Object.keys(routePermissions).filter((route) => !routes.has(route))).toEqual([]);
  });

  it('lets each role through to the routes its permission allows, and refuses the rest with 403', async () => {
    const failures: string[] = [];
    for (const name of new Set(adminRoutes())) {
      for (const { method, url, needs } of requestsOf(name)) {
        for (const [who, cookie] of Object.entries(callers)) {
          const answer = await server.app.inject({
            method: method as 'GET',
            url,
            headers: { cookie, origin: new URL(server.url).origin },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          const allowed: readonly string[] = operatorPermissions[needs];
          const refusal =
            who === 'partner'
              ? 'operators_only'
              : allowed.includes(who)
                ? null
                : 'role_not_allowed';
          const got = answer.statusCode === 403 ? answer.json().code : null;
          // Let through, the route answers for itself: 400 for the empty body, 404 for the made-up id.
          if (refusal === null && (got !== null || answer.statusCode === 401)) {
            failures.push(`${who} refused ${answer.statusCode} ${got}: ${method} ${url}`);
          } else if (refusal !== null && got !== refusal) {
            failures.push(
              `${who} got ${answer.statusCode} ${got}, not ${refusal}: ${method} ${url}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
