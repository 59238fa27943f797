/**
 * The runtime's floor under `bench:memory` on PostgreSQL: a bare Node.js HTTP
 * server, started with the same Node and flags as the portal, answering every
 * request with 200 so the bench waits for it as it waits for `/readyz`. What
 * the runtime alone holds idle moves with each Node.js release (Node 24 holds
 * 16 MB more than Node 20); the portal's budget is its own share above this.
 */
import http from 'node:http';

http
  .createServer((_request, response) => response.end('ok'))
  .listen(Number(process.env.PORT), '127.0.0.1');
