import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { HttpError } from './errors';

/**
 * Our own JSON parser, so a caller learns whether the body was malformed or
 * tried prototype poisoning, and so an empty body (sent by some clients on
 * POSTs that need none) counts as no body instead of an error.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      const poisoned = error instanceof SyntaxError && /forbidden prototype/.test(error.message);
      done(
        new HttpError(
          400,
          poisoned
            ? 'The request body contains a forbidden key (__proto__ or constructor.prototype).'
            : 'The request body is not valid JSON.',
        ),
        undefined,
      );
    }
  });
}
