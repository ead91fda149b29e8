import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { strictTransportSecurity } from '../http/security';
import { errorPage, loginPage } from './pages';
import { staffAuthenticator, staffIdpPrefix } from './provider';
import { loginWait } from '@mall/contract/auth';
import type { Db } from '../db/database';
import { signInAccountKey } from '../lib/signInThrottle';
import { signInThrottle } from '../services/signInThrottle';

export type StaffIdpRoutesOptions = {
  provider: Provider;
  db: Db;
  pepper: string;
  brandName: string;
  homeUrl: string;
  /** The sign-in throttle's clock (the server's, movable in tests). */
  clock: () => Date;
};

type FormBody = Record<string, string | undefined>;

/** spec §8-style generic messages: one for every bad sign-in, so nobody can probe for accounts. */
export const staffLoginMessages = {
  invalid: '工号/邮箱或密码错误',
  missing: '请输入工号或邮箱和密码',
  inactive: '该员工账号已停用，无法登录',
  throttled: '登录失败次数过多，请 15 分钟后再试',
} as const;

const hidden = { schema: { hide: true } };

/**
 * Mounts the embedded staff provider under /oidc on the Fastify app, with its sign-in interaction.
 * The provider reads its own request bodies, so its scope has no body parser; the interaction
 * routes (plain HTML forms, no script) parse urlencoded forms themselves.
 */
export const staffIdpRoutes: FastifyPluginAsync<StaffIdpRoutesOptions> = async (
  app,
  { provider, db, pepper, brandName, homeUrl, clock },
) => {
  const checkStaff = staffAuthenticator(db, pepper);
  // Failed sign-ins counted in the database (lib/signInThrottle.ts): a stranger's guesses stop the stranger, not
  // the staff member, and every instance counts the same (issue #17).
  const throttle = signInThrottle(db, clock);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const expired = (reply: FastifyReply) =>
    html(
      reply,
      400,
      errorPage(brandName, homeUrl, '本次登录已过期或已完成，请返回商城重新发起员工登录。', 'session_not_found'),
    );

  // The provider itself: discovery, authorize, token, jwks, end-session, …
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const callback = provider.callback();
    const handle = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // Hijacked: the app's onRequest headers are not written, so HSTS goes on the raw answer here (issue #28 §6).
      if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', strictTransportSecurity);
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(staffIdpPrefix.length) || '/';
      void callback(raw, reply.raw);
    };
    scope.all(staffIdpPrefix, hidden, handle);
    scope.all(`${staffIdpPrefix}/*`, hidden, handle);
  });

  // The interaction: our own sign-in page (DESIGN.md §5), consent granted for the mall itself.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    const details = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return undefined;
      }
    };
    const actions = (uid: string) => ({
      action: `${staffIdpPrefix}/interaction/${uid}/login`,
      abortAction: `${staffIdpPrefix}/interaction/${uid}/abort`,
    });
    const finish = async (
      request: FastifyRequest,
      reply: FastifyReply,
      result: Parameters<Provider['interactionResult']>[2],
    ) => {
      const to = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
      return reply.header('cache-control', 'no-store').redirect(to, 303);
    };

    scope.get<{ Params: { uid: string } }>(`${staffIdpPrefix}/interaction/:uid`, hidden, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction || interaction.uid !== request.params.uid) return expired(reply);
      const { prompt, params, session } = interaction;
      if (prompt.name === 'login') return html(reply, 200, loginPage({ brandName, ...actions(interaction.uid) }));
      // The mall is the provider's own first-party client: consent is given on the staff's behalf.
      const accountId = session?.accountId;
      if (prompt.name !== 'consent' || !accountId) return expired(reply);
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId, clientId: String(params.client_id) });
      if (!grant) return expired(reply);
      const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      const result = interaction.grantId ? { consent: {} } : { consent: { grantId } };
      return finish(request, reply, result);
    });

    scope.post<{ Params: { uid: string }; Body: FormBody }>(
      `${staffIdpPrefix}/interaction/:uid/login`,
      hidden,
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction || interaction.uid !== request.params.uid || interaction.prompt.name !== 'login')
          return expired(reply);
        const body = (request.body ?? {}) as FormBody;
        const login = (body.login ?? '').trim().slice(0, 128);
        const password = (body.password ?? '').slice(0, 128);
        const page = (error: string) => loginPage({ brandName, ...actions(interaction.uid), login, error });
        if (!login || !password) return html(reply, 400, page(staffLoginMessages.missing));
        const account = signInAccountKey('staff', login);
        // Checked before the password, so a blocked guesser learns nothing from the answer.
        const hold = await throttle.holdOf(account, request.ip);
        if (hold?.hold === 'locked') return html(reply, 429, page(staffLoginMessages.throttled));
        // The growing delay before the lock (issue #17 §3), in the member login's words.
        if (hold)
          return html(reply.header('retry-after', String(hold.seconds)), 429, page(loginWait.text(hold.seconds)));
        const verdict = await checkStaff(login, password);
        if (!verdict.ok) {
          await throttle.failed(account, request.ip);
          request.log.info({ reason: verdict.reason }, 'staff sign-in refused');
          return html(reply, verdict.reason === 'inactive' ? 403 : 401, page(staffLoginMessages[verdict.reason]));
        }
        await throttle.succeeded(account, request.ip);
        return finish(request, reply, { login: { accountId: verdict.staff.staffCode } });
      },
    );

    scope.post<{ Params: { uid: string } }>(
      `${staffIdpPrefix}/interaction/:uid/abort`,
      hidden,
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction || interaction.uid !== request.params.uid) return expired(reply);
        return finish(request, reply, {
          error: 'access_denied',
          error_description: 'the staff user cancelled the sign-in',
        });
      },
    );
  });
};
