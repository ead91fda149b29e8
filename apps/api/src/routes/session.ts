import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { authRoutes as calls, loginTicketCookie } from '@mall/contract/auth';
import { presentedToken } from '../http/caller';
import { serve } from '../http/serve';
import type { AccountRouteOptions } from './context';

const tags = ['账户 Accounts'];

/**
 * The session (spec §7; DESIGN.md §6): the login ticket traded for the user info and idToken,
 * refresh, logout, and the PKCE helper of the login pages.
 */
export const sessionRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, options) => {
  const { accounts, productCode } = options;

  serve(
    app,
    productCode,
    calls.accountToken,
    {
      tags,
      summary:
        '用登录成功后 Cookie mallLoginTicket 中的一次性票据（60 秒内、仅一次）换取 userInfo 与 idToken；响应同时删除该 Cookie',
    },
    async (request, reply) => {
      reply.header('set-cookie', `${loginTicketCookie}=; Path=/; Max-Age=0; SameSite=Lax`);
      const exchanged = await accounts.exchangeTicket(request.body.ticket);
      if (!exchanged) return reply.status(400).send({ code: 400, msg: '登录已过期，请重新登录' });
      return { code: OK, msg: 'success', data: exchanged };
    },
  );

  serve(
    app,
    productCode,
    calls.accountRefresh,
    { tags, summary: '刷新 idToken（请求头 idToken 或 Authorization: Bearer；过期 7 天内、会话未注销时可刷新）' },
    async (request, reply) => {
      const token = presentedToken(request);
      const refreshed = token ? await app.tokens.refresh(token) : null;
      if (!refreshed?.ok) return reply.status(401).send({ code: 401, msg: '登录已失效，请重新登录' });
      return { code: OK, msg: 'success', data: { idToken: refreshed.idToken } };
    },
  );

  serve(
    app,
    productCode,
    calls.accountLogout,
    { tags, summary: '退出登录：注销当前会话（其 idToken 随即失效，不能再刷新）' },
    async (request) => {
      const token = presentedToken(request);
      if (token) await app.tokens.revokeToken(token);
      return { code: OK, msg: '已退出登录', data: null };
    },
  );

  serve(
    app,
    productCode,
    calls.accountEncrypt,
    { tags, summary: 'PKCE S256：返回 BASE64URL(SHA256(codeVerifier)) 作为 code_challenge（retcode 200 为成功）' },
    async (request) => ({
      retcode: OK,
      msg: 'success',
      data: { ciphertext: createHash('sha256').update(request.body.codeVerifier).digest('base64url') },
    }),
  );
};
