import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { callPath, type Call, type RoutedCall, type RouteSchemaOf } from '@mall/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

/** A Fastify instance typed by the contract's TypeBox schemas (what route plugins receive). */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

type Options<S extends FastifySchema> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/** A route's handler, its request and reply typed by the call's schemas. */
export type CallHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/** What a route adds to its call: its OpenAPI words and its hooks (preHandler, rate limits in `config`). */
export type ServeOptions<S extends FastifySchema> = Omit<Options<S>, 'schema'> & {
  /** OpenAPI tags (the domain). */
  tags: readonly string[];
  /** OpenAPI summary: what the call does, in the shop's words. */
  summary: string;
  description?: string;
};

/**
 * Registers one call of the contract (issue #37): method, path and schemas come from the contract's
 * entry, so the route file says only what the handler does. Validation and serialisation are
 * Fastify's, by the same schemas the browser's types come from.
 */
export function serve<C extends Call, S extends RouteSchemaOf<C>>(
  app: TypedApp,
  productCode: string,
  routed: RoutedCall<C, S>,
  options: ServeOptions<S>,
  handler: CallHandler<S>,
): void {
  const { tags, summary, description, ...hooks } = options;
  app.route<RouteGenericInterface, ContextConfigDefault, S>({
    ...hooks,
    method: routed.call.method,
    url: callPath(routed.call, productCode),
    schema: { ...routed.schema, tags: [...tags], summary, ...(description ? { description } : {}) },
    handler,
  });
}
