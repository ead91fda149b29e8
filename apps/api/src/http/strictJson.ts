import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A number field of a JSON body takes numbers only (issue #28 §6: `"buyNum": "2"`, `true` and `[1]` were coerced into
 * quantities). The validator coerces types, which query strings and path parameters need (everything in a URL is
 * text); a JSON body carries real types, so before validation its numbers and booleans are checked against the
 * route's body schema, and a string, boolean, array or null where a number belongs is refused with 400.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

const jsonTypeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

/** Whether a value's JSON type is one the schema's `type` allows (an integer is also a number). */
function typeFits(types: string[], value: unknown): boolean {
  const actual = jsonTypeOf(value);
  return types.some((type) => type === actual || (type === 'number' && actual === 'integer'));
}

/** The path of the first value whose type the schema would have had to coerce to a number or boolean; null if none. */
export function coercedField(schema: Schema | undefined, value: unknown, path = 'body'): string | null {
  if (!schema || typeof schema !== 'object' || value === undefined) return null;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => coercedField(branch, value, path) === null) ? null : path;
  for (const part of schema.allOf ?? []) {
    const found = coercedField(part, value, path);
    if (found) return found;
  }
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.some((type) => type === 'number' || type === 'integer' || type === 'boolean') && !typeFits(types, value)) {
    return path;
  }
  if (schema.properties && jsonTypeOf(value) === 'object') {
    for (const [key, property] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(value as object, key)) continue;
      const found = coercedField(property, (value as Record<string, unknown>)[key], `${path}/${key}`);
      if (found) return found;
    }
  }
  if (schema.items && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const itemSchema = Array.isArray(schema.items) ? schema.items[index] : schema.items;
      const found = coercedField(itemSchema, item, `${path}/${index}`);
      if (found) return found;
    }
  }
  return null;
}

/** Registers the check on every route with a body schema, for JSON bodies only. */
export function refuseCoercedJson(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const schema = request.routeOptions.schema?.body as Schema | undefined;
    if (!schema || request.body === undefined) return;
    const contentType = String(request.headers['content-type'] ?? '');
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) return;
    const field = coercedField(schema, request.body);
    if (field) await reply.status(400).send({ code: 400, msg: `请求参数有误：${field} 的类型不正确` });
  });
}
