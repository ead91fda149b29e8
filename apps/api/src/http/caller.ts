import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createTokenService,
  refreshHintSeconds,
  type Identity,
  type TokenService,
  type TokenServiceOptions,
} from '../services/tokens';

/* The caller of a request: the idToken a request presents, verified by the token service (DESIGN.md §6). */

declare module 'fastify' {
  interface FastifyInstance {
    /** The idToken service, decorated on the root instance by buildApp (see {@link registerTokens}). */
    tokens: TokenService;
  }
}

/** The token a request presents: the `idToken` header (spec §7), else `Authorization: Bearer` (CRM calls). */
export function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.idtoken;
  const idToken = Array.isArray(header) ? header[0] : header;
  if (idToken) return idToken;
  const authorization = request.headers.authorization;
  if (authorization && /^Bearer\s+/i.test(authorization))
    return authorization.replace(/^Bearer\s+/i, '').trim() || null;
  return null;
}

/** Creates the token service and decorates the root instance with it, so every route group can call {@link requestUser}. */
export async function registerTokens(app: FastifyInstance, options: TokenServiceOptions): Promise<TokenService> {
  const service = await createTokenService(options);
  app.decorate('tokens', service);
  // spec §7: an answer to a caller whose token is close to expiry asks for a refresh.
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = resolved.get(request);
    const user = pending ? await pending : null;
    if (user && user.expiresAt.getTime() - service.now().getTime() <= refreshHintSeconds * 1000)
      reply.header('TOKEN_REFRESH', '1');
    return payload;
  });
  return service;
}

const resolved = new WeakMap<FastifyRequest, Promise<Identity | null>>();

/**
 * The verified caller of a request, or null for a visitor (no token, or a token that is malformed,
 * forged, expired, for another audience or of a revoked session). Memoised per request.
 */
export function requestUser(request: FastifyRequest): Promise<Identity | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = presentedToken(request);
    pending = token
      ? request.server.tokens.verify(token).then((verdict) => (verdict.ok ? verdict.identity : null))
      : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}

/** The 401 answer the mall's client turns into "clear the session, go to /login" (spec §8). */
export const unauthorizedBody = { code: 401, msg: '登录已失效，请重新登录' } as const;

/**
 * preHandler for routes that need a signed-in caller (member or staff): 401 otherwise. Any answer to
 * a caller whose token is near expiry carries `TOKEN_REFRESH: 1` (spec §7; see registerTokens).
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!(await requestUser(request))) await reply.status(401).send(unauthorizedBody);
}

/** preHandler for customer-only routes (member info, clauses): a signed-in member, not staff. */
export async function requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (reply.sent) return;
  const user = await requestUser(request);
  if (user?.isStaff) await reply.status(403).send({ code: 403, msg: '员工账号不能使用此功能' });
}

/** The caller after {@link requireUser} / {@link requireMember} let the request through. */
export async function currentUser(request: FastifyRequest): Promise<Identity> {
  const user = await requestUser(request);
  if (!user) throw Object.assign(new Error(unauthorizedBody.msg), { statusCode: 401 });
  return user;
}
