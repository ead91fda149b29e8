import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CaptchaVerifier, SmsGateway } from '../adapters';
import type { ServerEnv } from '../env';
import { accountService } from '../services/accounts';
import { signInThrottle } from '../services/signInThrottle';
import { accountInformationRoutes } from './accountInformation';
import { captchaRoutes } from './captcha';
import type { AppContext } from './context';
import { loginRoutes } from './login';
import { memberDataRoutes } from './memberData';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './session';
import { smsCodeRoutes } from './smsCodes';

export type AuthRouteOptions = AppContext & {
  env: ServerEnv;
  /** The SMS gateway; the development outbox when not given. */
  sms?: SmsGateway;
  /** The captcha verifier for sends and logins; chosen by `captcha.provider` when not given. */
  captcha?: CaptchaVerifier;
};

/**
 * Authentication (spec §7; DESIGN.md §5, §6), one route group per concern over one account service:
 * the slider captcha, SMS codes, login form posts with one-time ticket cookies, the session (token
 * exchange, refresh, logout), registration and reset.
 */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, options) => {
  const { database, clock, env, productCode } = options;
  const { sms, captcha } = options;
  const accounts = await accountService({ db: database.db, clock, env, tokens: app.tokens, sms, captcha });
  // Login is a browser form post (spec §7): parse urlencoded bodies in these route groups only.
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(captchaRoutes, { accounts, productCode });
  await app.register(smsCodeRoutes, { accounts, productCode });
  await app.register(loginRoutes, {
    accounts,
    productCode,
    configuredOrigin: env.runtimeConfig.hosts.origin,
    throttle: signInThrottle(database.db, clock),
  });
  await app.register(sessionRoutes, { accounts, productCode });
  await app.register(registrationRoutes, { accounts, productCode });
  await app.register(accountInformationRoutes, { accounts, productCode, database, clock });
  await app.register(memberDataRoutes, { accounts, productCode, database, clock });
};
