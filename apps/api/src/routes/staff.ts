import { OK } from '@mall/contract';
import { staffLoginErrors, staffRoutes as calls } from '@mall/contract/staff';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordPepper, type ServerEnv } from '../env';
import { serve } from '../http/serve';
import { staffService, staffUidOffset } from '../services/staff';
import { purgeExpired } from '../staffIdp/adapter';
import { createStaffProvider } from '../staffIdp/provider';
import { staffIdpRoutes } from '../staffIdp/routes';
import { StaffExchangeError, staffSsoClient, type StaffIdentity } from '../staffSso/exchange';
import type { AppContext } from './context';

const tags = ['员工登录 Staff SSO'];

export type StaffRoutesOptions = AppContext & { env: ServerEnv };

/**
 * Staff single sign-on (spec §4 "Staff login with returned code", §6; DESIGN.md §5): the embedded
 * provider when the issuer is this server's own `/oidc`, the login settings the browser needs, and
 * the code exchange that turns a provider's code into the mall's session.
 */
export const staffRoutes: FastifyPluginAsyncTypebox<StaffRoutesOptions> = async (
  app,
  { database, env, productCode, clock },
) => {
  const settings = env.staffSso;
  const brandName = env.runtimeConfig.brand.name;
  const homeUrl = `${env.publicOrigin}/home`;
  const pepper = passwordPepper();
  const client = staffSsoClient(settings);
  // The embedded provider's endpoints are known without asking it over the network.
  let endpoints = client.endpoints;
  if (settings.isEmbedded) {
    const provider = await createStaffProvider({
      db: database.db,
      issuer: settings.issuer,
      client: settings,
      brandName,
      homeUrl,
      pepper,
      trustProxy: env.trustProxy,
    });
    await app.register(staffIdpRoutes, { provider, db: database.db, pepper, brandName, homeUrl, clock });
    // Expired codes, sessions and interactions are swept hourly (a day after they expire).
    const sweep = setInterval(() => {
      purgeExpired(database.db, new Date()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'staff provider: sweeping expired artefacts failed'),
      );
    }, 3_600_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    endpoints = async () => ({
      issuer: provider.issuer,
      authorizationEndpoint: provider.urlFor('authorization'),
      endSessionEndpoint: provider.urlFor('end_session'),
    });
  }

  const staffUsers = staffService(database.db);

  serve(
    app,
    productCode,
    calls.loginConfig,
    { tags, summary: '员工登录配置（授权地址、回调地址等）' },
    async (request, reply) => {
      // The console (issue #29) signs in with the same client on its own callback.
      const app = request.query.app === 'ops' ? settings.ops : settings;
      try {
        return {
          code: OK,
          msg: 'success',
          data: {
            ...(await endpoints()),
            clientId: settings.clientId,
            redirectUri: app.redirectUri,
            postLogoutRedirectUri: app.postLogoutRedirectUri,
            scope: 'openid' as const,
            codeChallengeMethod: 'S256' as const,
          },
        };
      } catch (error) {
        request.log.error({ err: error }, 'staff issuer unavailable');
        return reply.status(503).send({ code: 503, msg: staffLoginErrors.issuerUnavailable });
      }
    },
  );

  serve(
    app,
    productCode,
    calls.loginCode,
    { tags, summary: '员工登录：以授权码换取商城登录态（code, redirectUri, codeVerifier, reqSource 1）' },
    async (request, reply) => {
      const { code, redirectUri, codeVerifier, nonce } = request.body;
      if (redirectUri !== settings.redirectUri && redirectUri !== settings.ops.redirectUri)
        return reply.status(400).send({ code: 400, msg: staffLoginErrors.redirectUri });
      let identity: StaffIdentity;
      try {
        identity = await client.redeem({ code, codeVerifier, nonce, redirectUri });
      } catch (error) {
        if (error instanceof StaffExchangeError && error.kind === 'rejected') {
          request.log.warn({ reason: error.message }, 'staff code exchange refused');
          return reply.status(401).send({ code: 401, msg: staffLoginErrors.rejected });
        }
        request.log.error({ err: error }, 'staff issuer unavailable');
        return reply.status(503).send({ code: 503, msg: staffLoginErrors.issuerUnavailable });
      }
      const row = await staffUsers.staffFor(identity);
      if (!row?.isActive) {
        request.log.warn({ sub: identity.sub }, 'staff sign-in for an unknown or inactive staff user');
        return reply.status(403).send({ code: 403, msg: staffLoginErrors.notStaff });
      }
      const userInfo = {
        uid: staffUidOffset + row.id,
        uoid: identity.sub,
        nickname: row.nickname,
        cardNo: '',
        vipNo: '',
        isStaff: true as const,
        staffCode: row.staffCode,
      };
      // The mall's own session and idToken (DESIGN.md §6), never the provider's token.
      const { idToken } = await app.tokens.startSession({
        uid: userInfo.uid,
        uoid: userInfo.uoid,
        isStaff: true,
        staffCode: row.staffCode,
        nickname: row.nickname,
      });
      return { code: OK, msg: 'success', userInfo, idToken };
    },
  );
};
