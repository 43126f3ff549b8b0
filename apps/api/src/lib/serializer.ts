import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * Response serialization from the contract's zod schemas, compiled once per route into
 * fast-json-stringify (Fastify's own serializer): several times faster than encoding through zod,
 * and, like zod, it writes only the properties the schema lists, so a row's secrets cannot leak
 * into an answer by accident. Conformance of the data to the schemas is checked by the API tests.
 */
export function serializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  let serialize = compiled.get(schema);
  if (!serialize) {
    const json = simplify(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }));
    serialize = fastJson(json as Parameters<typeof fastJson>[0]);
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * A serializer is a pure function of its schema: compiled once per process, not once per app. Building
 * them is most of an app's start (0.6 s for every route), which the API tests pay for each app they build.
 */
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * fast-json-stringify tries each branch of an `anyOf` with a validator, which is slow; a nullable
 * scalar is written as `type: [t, 'null']` instead, which it serializes directly.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && !other.properties && !other.items) {
      delete out.anyOf;
      // A nullable enum keeps null among its values, or a validator of an enclosing anyOf refuses it.
      const values = Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {};
      return { ...out, ...other, ...values, type: [other.type, 'null'] };
    }
  }
  delete out.$schema;
  return out;
}
