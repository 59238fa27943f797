import type { FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Lets the routes of `app`, a plugin's own instance, declare their body,
 * query and params with zod schemas, typed in their handlers; the error
 * handler turns a failure into the schemas' messages. A request without a
 * body is checked as an empty object, so the answer names each missing field.
 * A route that declares its answers (`schema.response`) sends each success
 * through its schema; its error answers are documentation only, since the
 * one error handler makes them and a code missing from a list must not turn
 * a refusal into a 500. Routes without response schemas are sent as before.
 */
export function withZodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
  });
  app.setSerializerCompiler<z.ZodType>((route) =>
    /^[45]/.test(String(route.httpStatus))
      ? (data) => JSON.stringify(data)
      : serializerCompiler(route),
  );
  return app.withTypeProvider<ZodTypeProvider>();
}

/** The params of a path ending in one row's `:id`; whether it names one is the route's to say (404). */
export const idParams = z.object({ id: z.string() });
