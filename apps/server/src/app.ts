import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Config, fastifyTrustProxy, publicUrlOf } from './config';
import { answerFrameworkError, registerErrorHandler } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { loggerOptions, requestId } from './http/logging';
import { registerRequestGuards } from './http/request-guards';
import { registerRoutes } from './routes';
import { type AppDependencies, makeServices } from './services';

/**
 * The whole server as one Fastify instance, not yet listening: `serve.ts` and
 * tests both start here. Two parts: the services made (services.ts), then the
 * routes registered, each given by name the services it uses (routes.ts). No
 * autoloading: a test hands in what it replaces (`AppDependencies`) and gets
 * the same wiring.
 */
export async function buildApp(
  config: Config,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const { app, isClosing } = await createServer(config, dependencies);
  const services = await makeServices(app, config, dependencies);
  await registerRoutes(app, config, services, isClosing);
  try {
    await services.migrated;
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/** Fastify with what every request goes through: limits, logging, guards, errors and headers. */
async function createServer(config: Config, dependencies: AppDependencies) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, dependencies.logStream),
    genReqId: requestId,
    requestTimeout: config.requestTimeoutMs,
    // Keep-alive sockets would otherwise hold a shutdown open; in-flight requests still finish.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: answerFrameworkError,
  });
  app.server.headersTimeout = config.headersTimeoutMs;

  // Once shutdown begins (its drain, then the close), /readyz answers 503 and
  // answers close their connection, so keep-alive clients cannot hold the
  // process open after their request has finished.
  let closing = false;
  app.decorate('beginShutdown', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerRequestGuards(app, { publicOrigin: new URL(publicUrlOf(config)).origin });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        // The console's PDF documents, framed from our own origin; the contact section's map:
        // OpenStreetMap's embed, or Google's with MAPS_EMBED_API_KEY.
        frameSrc: ["'self'", 'https://www.openstreetmap.org', 'https://www.google.com'],
        frameAncestors: ["'none'"],
        // https: the thumbnails the marketplace sends by address (PUT /api/v1/records/...);
        // helmet's no-referrer keeps our pages' addresses from those hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        objectSrc: ["'none'"],
        // WebAssembly may be compiled (the HEIC decoder of a chosen photo); no eval of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'"],
      },
    },
  });

  return { app, isClosing: () => closing };
}
