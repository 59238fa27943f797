import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  chooseLocale,
  type Locale,
  localeCookieName,
  locales,
  pseudoLocaleTag,
} from '@shata/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../auth/session';
import { sendError } from './errors';

/** Vite fingerprints everything under /assets, so those never change under the same name. */
const immutableAssets = /^\/assets\//;

interface Page {
  html: string;
  etag: string;
}

/** A language of the portal's, or the pseudo-locale where a test server offers it. */
type PageLocale = Locale | typeof pseudoLocaleTag;

/** `index.html` with `<html lang>` set to `locale`, whatever lang the build wrote. */
function withLang(html: string, locale: PageLocale): string {
  return html.replace(/<html\b[^>]*>/i, (tag) => {
    const others = tag.slice('<html'.length, -1).replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${locale}"${others}>`;
  });
}

/** The page in each language, made once at start: the build does not change under a running server. */
function pagesByLocale(indexFile: string): Record<PageLocale, Page> {
  const html = readFileSync(indexFile, 'utf8');
  const page = (locale: PageLocale): Page => {
    const text = withLang(html, locale);
    return {
      html: text,
      etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`,
    };
  };
  const served: PageLocale[] = [...locales, pseudoLocaleTag];
  return Object.fromEntries(served.map((locale) => [locale, page(locale)])) as Record<
    PageLocale,
    Page
  >;
}

/**
 * A page path's answer: `index.html` in the visitor's language (issue 31),
 * their cookie's choice, else their browser's, so `<html lang>` is right
 * before any script runs. Never cached without asking; varies with both.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: Record<PageLocale, Page>,
  pseudoLocale: boolean,
) {
  const cookie = cookieValue(request.headers.cookie, localeCookieName);
  const locale =
    pseudoLocale && cookie === pseudoLocaleTag
      ? pseudoLocaleTag
      : chooseLocale({ cookie, acceptLanguage: request.headers['accept-language'] });
  const { html, etag } = pages[locale];
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language, Cookie')
    .header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * Serves the built SPA and gives every page path `index.html` in the
 * visitor's language, so deep links and reloads work. `/api` paths, other methods and missing files (a path
 * with an extension) get a JSON 404 instead: a missing script must not come
 * back as HTML.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  { pseudoLocale = false }: { pseudoLocale?: boolean } = {},
) {
  const indexFile = path.join(webDistDir, 'index.html');
  const pages = existsSync(indexFile) ? pagesByLocale(indexFile) : undefined;
  if (pages) {
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
    if (!pages) {
      return sendError(
        reply,
        503,
        'web_app_not_built',
        'The web app has not been built. Run `npm run build`.',
      );
    }
    return sendPage(request, reply, pages, pseudoLocale);
  });
}
