import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const recorded = path.resolve(
  import.meta.dirname,
  '../../apps/server/src/geocode/recorded/nominatim-bengaluru.json',
);

/**
 * OpenStreetMap's reverse geocoder is the one outside service the portal
 * calls, and this machine has no internet: a loopback server answers every
 * reverse lookup with a recorded Nominatim answer (Bengaluru Town Hall).
 */
export async function startNominatimStandIn(): Promise<{ url: string; close(): Promise<void> }> {
  const answer = await readFile(recorded);
  const server = createServer((request, response) => {
    if (!request.url?.startsWith('/reverse')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/reverse`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
