import type { Call, RoutedCall, RouteSchemaOf } from '@mall/contract';
import { grantsAccess, isOpsGrant, opsRefusals, type OpsGrant, type OpsRefusal } from '@mall/contract/ops';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpsStaff } from '../services/opsStaff';
import type { Identity } from '../services/tokens';
import { requestUser } from './caller';
import { serve, type CallHandler, type TypedApp } from './serve';

/*
 * The operations console's permission check (issue #29; DESIGN.md §10). Every console route declares
 * the permission it needs in one place, its route option (`config.opsPermission`, set by serveOps);
 * one hook reads that option on every request and lets the request through only for a staff session
 * of an active staff member whose roles grant it now (read from the database each time, so a role
 * change holds from the next request on every instance). A route under `-ops-server/` without a
 * permission cannot be registered (guardOpsRoutes), and the check refuses one that somehow has none.
 */

/** What a console route may require: a permission of the catalogue (or any of several), or only an active staff member (`me`). */
export type OpsRequirement = OpsGrant | 'anyStaff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The console permission the route needs (serveOps); required on every `-ops-server/` route. */
    opsPermission?: OpsRequirement;
  }
  interface FastifyInstance {
    /** The active staff member behind an identity, with roles and permissions as the database holds them now. */
    opsStaffOf: (identity: Identity) => Promise<OpsStaff | null>;
    /** Every route registered after buildApp set the guard up (the ops route walk in the tests). */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Whether a route is one of the console's (its path carries the console's prefix). */
export const isOpsPath = (url: string) => url.includes('-ops-server/');

/** OpenAPI: the console's calls take the staff session's idToken (header `idToken`, or `Authorization: Bearer`). */
export const opsSecurityScheme = {
  opsIdToken: { type: 'apiKey', in: 'header', name: 'idToken', description: '员工登录后的 idToken' },
} as const;
const tags = ['运营后台 Ops console'];

/** A route of the console as the route walk sees it. */
export type RegisteredRoute = { method: string | string[]; url: string; opsPermission: unknown };

/**
 * Refuses at registration any route under `-ops-server/` that does not declare a permission of the
 * catalogue, and records every route (the test walks them). Call it before the routes are registered.
 */
export function guardOpsRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const opsPermission = (route.config as { opsPermission?: unknown } | undefined)?.opsPermission;
    routes.push({ method: route.method, url: route.url, opsPermission });
    if (!isOpsPath(route.url)) return;
    const declared = opsPermission === 'anyStaff' || isOpsGrant(opsPermission);
    if (!declared) throw new Error(`ops route ${String(route.method)} ${route.url} declares no permission`);
  });
  return routes;
}

const staffOfRequest = new WeakMap<FastifyRequest, OpsStaff>();

function refuse(reply: FastifyReply, reason: OpsRefusal) {
  const { status, code, msg } = opsRefusals[reason];
  return reply.status(status).send({ code, msg });
}

/**
 * The check, as an onRequest hook (before the body is parsed or validated: a stranger learns nothing of
 * a call's shape): 401 without a live session, 403 for a member's session, 403 `没有权限` for a staff
 * member who is inactive or whose roles do not grant the route's permission, or a route without one.
 */
async function checkPermission(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const identity = await requestUser(request);
  if (!identity) return void (await refuse(reply, 'signIn'));
  if (!identity.isStaff) return void (await refuse(reply, 'notStaff'));
  const staff = await request.server.opsStaffOf(identity);
  const needed = request.routeOptions.config.opsPermission;
  if (!staff || !needed) return void (await refuse(reply, 'forbidden'));
  if (needed !== 'anyStaff' && !grantsAccess(staff.permissions, needed)) return void (await refuse(reply, 'forbidden'));
  staffOfRequest.set(request, staff);
}

/** The staff member a console request was let through for. */
export function opsStaffOfRequest(request: FastifyRequest): OpsStaff {
  const staff = staffOfRequest.get(request);
  if (!staff) throw Object.assign(new Error(opsRefusals.forbidden.msg), { statusCode: 403 });
  return staff;
}

/** A console route's handler: the call's request and reply, and the staff member the check let through. */
export type OpsHandler<S extends RouteSchemaOf<Call>> = (
  request: Parameters<CallHandler<S>>[0],
  reply: Parameters<CallHandler<S>>[1],
  staff: OpsStaff,
) => ReturnType<CallHandler<S>>;

/**
 * Registers one console call (issue #29): `permission` is the one place the route's permission is
 * declared (its Fastify `config`); the check runs before the handler, which receives the staff member.
 * OpenAPI: the console's tag and its security requirement.
 */
export function serveOps<C extends Call, S extends RouteSchemaOf<C>>(
  app: TypedApp,
  productCode: string,
  routed: RoutedCall<C, S>,
  options: { permission: OpsRequirement; summary: string; description?: string },
  handler: OpsHandler<S>,
): void {
  const { permission, summary, description } = options;
  const withSecurity = {
    ...routed,
    schema: { ...routed.schema, security: [{ opsIdToken: [] }] },
  } as RoutedCall<C, S>;
  serve(
    app,
    productCode,
    withSecurity,
    {
      tags,
      summary,
      ...(description ? { description } : {}),
      config: { opsPermission: permission },
      onRequest: checkPermission,
    },
    ((request, reply) => handler(request, reply, opsStaffOfRequest(request))) as CallHandler<S>,
  );
}

/** Answers a console refusal (routes name it by reason; its status, code and Chinese message are the contract's). */
export const opsRefuse = refuse;
