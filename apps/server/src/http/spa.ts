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

/** What the build links from a first-load page: its screen's chunks (apps/web/build/page-preloads.ts). */
interface PagePreload {
  scripts: string[];
  styles: string[];
  hindi: string[];
}

/** The preload links of `page` in `locale`, in the tags Vite's own loader would reuse. */
function preloadLinks({ scripts, styles, hindi }: PagePreload, locale: PageLocale): string {
  const modules = locale === 'hi' ? [...scripts, ...hindi] : scripts;
  return [
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ]
    .map((link) => `    ${link}\n`)
    .join('');
}

const pageOf = (html: string): Page => ({
  html,
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
});

type PagesByLocale = Record<PageLocale, Page>;
const servedLocales: PageLocale[] = [...locales, pseudoLocaleTag];

/**
 * Every page in each language, made once at start (the build does not change
 * under a running server): each route pattern's with its screen's preloads,
 * and the bare `index.html` for any other path.
 */
function buildPages(webDistDir: string) {
  const html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const preloadsFile = path.join(webDistDir, '.vite/page-preloads.json');
  const preloads: Record<string, PagePreload> = existsSync(preloadsFile)
    ? JSON.parse(readFileSync(preloadsFile, 'utf8'))
    : {};
  const inEachLocale = (links: (locale: PageLocale) => string) =>
    Object.fromEntries(
      servedLocales.map((locale) => [
        locale,
        pageOf(withLang(html, locale).replace('</head>', `${links(locale)}  </head>`)),
      ]),
    ) as PagesByLocale;
  return {
    routes: Object.entries(preloads).map(([pattern, preload]) => ({
      segments: pattern.split('/'),
      page: inEachLocale((locale) => preloadLinks(preload, locale)),
    })),
    other: inEachLocale(() => ''),
  };
}

type Pages = ReturnType<typeof buildPages>;

/**
 * The page of the route pattern `urlPath` matches, as the router ranks them:
 * a static segment before a `:parameter` (/dashboard/new before
 * /dashboard/:partnerId).
 */
function pageAt({ routes, other }: Pages, urlPath: string): PagesByLocale {
  const segments = (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath).split('/');
  const matches = routes.filter(
    (route) =>
      route.segments.length === segments.length &&
      route.segments.every(
        (part, i) => part === segments[i] || (part.startsWith(':') && segments[i]),
      ),
  );
  const staticParts = (route: (typeof routes)[number]) =>
    route.segments.filter((part) => !part.startsWith(':')).length;
  return matches.sort((a, b) => staticParts(b) - staticParts(a))[0]?.page ?? other;
}

/**
 * A page path's answer: `index.html` in the visitor's language (issue 31),
 * their cookie's choice, else their browser's, so `<html lang>` is right
 * before any script runs, and the chunks of a first-load page's screen
 * preloaded with it. Never cached without asking; varies with both.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PagesByLocale,
  pseudoLocale: boolean,
) {
  const cookie = cookieValue(request.headers.cookie, localeCookieName);
  const locale =
    pseudoLocale && cookie === pseudoLocaleTag
      ? pseudoLocaleTag
      : chooseLocale({ cookie, acceptLanguage: request.headers['accept-language'] });
  const { html, etag } = page[locale];
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
  const pages: Pages | undefined = existsSync(path.join(webDistDir, 'index.html'))
    ? buildPages(webDistDir)
    : undefined;
  if (pages) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset: sent to browsers that accept them,
      // with `Vary: accept-encoding` (the plugin's) so caches keep the copies apart.
      preCompressed: true,
      // The build's own records (.vite/) are not the site's.
      dotfiles: 'ignore',
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
    return sendPage(request, reply, pageAt(pages, urlPath), pseudoLocale);
  });
}
