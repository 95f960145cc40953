import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/**
 * Success and error bodies written by fast-json-stringify, compiled once per route from the zod
 * schema's JSON Schema. The zod serializer parsed every answer with zod and then ran
 * JSON.stringify: about 5 % of a list call's CPU (issue 13 profile). The shape is still the
 * contract's: fields the schema does not name are left out, a missing required field throws.
 * Types are checked where they are made (handlers return RouteResult<N>), not again per answer.
 * A schema JSON Schema cannot express falls back to the zod serializer.
 */
export const responseSerializerCompiler: SerializerCompiler = (route) => {
  const schema = route.schema as z.ZodType;
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
  const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  return (data: unknown) => stringify(data);
};
