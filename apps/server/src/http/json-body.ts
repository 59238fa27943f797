import { messages } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { HttpError } from './errors';

/** Our bodies nest three deep at most; far deeper only serves to exhaust the stack. */
const maxJsonDepth = 32;

/** How deep arrays and objects nest in a JSON text, counted without parsing it. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ']') {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * Our own JSON parser, so a caller learns whether the body was malformed or
 * tried prototype poisoning or deep nesting, and so an empty body (sent by some clients on
 * POSTs that need none) counts as no body instead of an error.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (nestingDepth(text) > maxJsonDepth) {
      return done(new HttpError(400, 'invalid_json', messages.api.nestedTooDeeply), undefined);
    }
    try {
      done(null, secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      const poisoned = error instanceof SyntaxError && /forbidden prototype/.test(error.message);
      done(
        new HttpError(
          400,
          'invalid_json',
          poisoned
            ? 'The request body contains a forbidden key (__proto__ or constructor.prototype).'
            : messages.api.invalidJson,
        ),
        undefined,
      );
    }
  });
}
