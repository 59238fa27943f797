import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/** Vite fingerprints everything under /assets, so those never change under the same name. */
const immutableAssets = /^\/assets\//;

/**
 * Serves the built SPA and gives every page path `index.html`, so deep links
 * and reloads work. `/api` paths, other methods and missing files (a path
 * with an extension) get a JSON 404 instead: a missing script must not come
 * back as HTML.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset: sent to browsers that accept them,
      // with `Vary: accept-encoding` (the plugin's) so caches keep the copies apart.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const urlPath = `/${path.relative(webDistDir, filePath).split(path.sep).join('/')}`;
        reply.header(
          'cache-control',
          immutableAssets.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'the web app is not built; run `npm run build`');
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !urlPath.startsWith('/api/') &&
      urlPath !== '/api' &&
      path.extname(urlPath) === '';
    if (!isPage) {
      return sendError(
        reply,
        404,
        'not_found',
        `Nothing here: ${request.method} ${urlPath} does not exist.`,
      );
    }
    if (!built) {
      return sendError(
        reply,
        503,
        'web_app_not_built',
        'The web app has not been built. Run `npm run build`.',
      );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
