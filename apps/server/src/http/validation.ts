import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Lets the routes of `app`, a plugin's own instance, declare their body,
 * query and params with zod schemas, typed in their handlers; the error
 * handler turns a failure into the schemas' messages. A request without a
 * body is checked as an empty object, so the answer names each missing field.
 */
export function withZodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
  });
  return app.withTypeProvider<ZodTypeProvider>();
}

/** The params of a path ending in one row's `:id`; whether it names one is the route's to say (404). */
export const idParams = z.object({ id: z.string() });
