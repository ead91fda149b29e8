import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, TimestampQuery } from '../envelope';

/**
 * Staff single sign-on (spec §4 "Staff login with returned code", spec §6; DESIGN.md §5, §6).
 *
 * The mall is an OpenID Connect client of the staff identity provider (by default the embedded
 * one at `{origin}/oidc`; any OIDC issuer by config). The whole flow, as the front end runs it:
 *
 * 1. **Start** (the 员工登录 tab's button). `GET staffCalls.loginConfig` answers
 *    {@link StaffLoginConfig}. Save the return URL (spec §4), then create and keep in
 *    `sessionStorage` until the callback: `codeVerifier` (43–128 chars of `[A-Za-z0-9-._~]`, from
 *    `crypto.getRandomValues`), `state` and `nonce` (random, ≥ 16 bytes base64url). Navigate the
 *    whole page (`location.assign`) to `authorizationEndpoint` with the query
 *    `response_type=code`, `client_id`, `redirect_uri` (= `redirectUri`, verbatim), `scope=openid`,
 *    `state`, `nonce`, `code_challenge` = base64url(SHA-256(codeVerifier)) and
 *    `code_challenge_method=S256` (plain is refused by the provider and by the mall).
 * 2. **Callback**. The provider returns the browser to `redirectUri`, by default
 *    `{origin}/login/staffCallback` (a page of the mall's router, outside the login-guard's
 *    redirect for signed-in users), adding `code`, `state` and `iss` on success, or `error`
 *    (+ `error_description`, `state`) on failure or when the staff user cancels (`access_denied`).
 *    Check that `state` equals the saved one (else treat it as a failure). The path carries no
 *    query string on purpose: OpenID clients send the redirect URI without one.
 * 3. **Exchange**. `POST staffCalls.loginCode` with {@link StaffLoginCodeBody}; the server
 *    redeems the code at the issuer, checks the id_token (signature, issuer, audience, expiry,
 *    `nonce`), maps the subject to an active staff user and answers {@link StaffLoginCodeResponse}:
 *    set user info and token (the session), drop the saved verifier/state/nonce, strip
 *    `code`/`state`/`iss`/`error` from the URL and go to account overview or the saved return URL.
 *    Any failure (provider `error`, state mismatch, non-200 answer): toast 登录错误 and after 1.5 s
 *    back to the staff sign-in (the login page's staff tab) (spec §4, §8).
 * 4. **Logout** (spec §6 "logs out via the staff sign-in url"): end the mall session as for any
 *    user, then navigate to `endSessionEndpoint?client_id={clientId}&post_logout_redirect_uri=
 *    {postLogoutRedirectUri}` (by default `{origin}/login`) — the provider asks for confirmation
 *    (退出登录 / 暂不退出) and then returns the browser there.
 *
 * Demo staff (README): JY80001 / JY80002 / JY80003 with password Staff2026, by staff code or
 * e-mail; JY80009 is inactive and refused. Config: `staffSso` of `/config.json` holds the issuer,
 * clientId and redirectUri as configured (possibly relative); prefer the absolute values of the
 * login-config call.
 */
export const StaffLoginConfig = Type.Object(
  {
    /** The issuer (absolute URL). */
    issuer: Type.String(),
    /** Where to send the browser to sign in (from the issuer's discovery document). */
    authorizationEndpoint: Type.String(),
    /** Where to send the browser to sign out of the provider; '' when the issuer has none. */
    endSessionEndpoint: Type.String(),
    clientId: Type.String(),
    /** Absolute; use verbatim as `redirect_uri` and in the exchange. */
    redirectUri: Type.String(),
    /** Absolute; `post_logout_redirect_uri` for the end-session request. */
    postLogoutRedirectUri: Type.String(),
    /** Always `openid`. */
    scope: Type.Literal('openid'),
    /** Always `S256`. */
    codeChallengeMethod: Type.Literal('S256'),
  },
  { additionalProperties: false },
);
export type StaffLoginConfig = Static<typeof StaffLoginConfig>;

/**
 * `app=ops`: the operations console's settings (issue #29) — the same provider and client, the console's
 * own callback (`{origin}/ops/login/callback`) and signed-out page (`{origin}/ops/login`).
 */
export const StaffLoginConfigQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ app: Type.Optional(Type.Union([Type.Literal('mall'), Type.Literal('ops')])) }),
]);
export const StaffLoginConfigResponse = CodeEnvelope(StaffLoginConfig);
export type StaffLoginConfigResponse = Static<typeof StaffLoginConfigResponse>;

/** RFC 7636 §4.1: 43–128 unreserved characters. */
const codeVerifierPattern = '^[A-Za-z0-9._~-]{43,128}$';

/** The code exchange (spec §7 "Staff code exchange": code, redirectUri, codeVerifier, reqSource 1). */
export const StaffLoginCodeBody = Type.Object(
  {
    /** The `code` query parameter of the callback. */
    code: Type.String({ minLength: 1, maxLength: 512 }),
    /** Exactly the `redirectUri` of {@link StaffLoginConfig} (the one sent to the provider). */
    redirectUri: Type.String({ minLength: 1, maxLength: 2048 }),
    /** The PKCE verifier whose S256 challenge went to the provider. */
    codeVerifier: Type.String({ pattern: codeVerifierPattern }),
    /** 1 = the web mall (spec §7). */
    reqSource: Type.Literal(1),
    /** The `nonce` sent to the provider; the id_token must carry the same (replay protection). */
    nonce: Type.String({ minLength: 8, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type StaffLoginCodeBody = Static<typeof StaffLoginCodeBody>;

/**
 * A signed-in staff user, in the shape of the session's user info (spec §3). Staff have no card:
 * `cardNo`/`vipNo` are ''. `uid` is the staff user's number in the mall (never a member's uid), `uoid`
 * the subject at the provider.
 */
export const StaffUserInfo = Type.Object(
  {
    uid: Type.Integer({ minimum: 1 }),
    uoid: Type.String(),
    nickname: Type.String(),
    cardNo: Type.String(),
    vipNo: Type.String(),
    isStaff: Type.Literal(true),
    staffCode: Type.String(),
  },
  { additionalProperties: false },
);
export type StaffUserInfo = Static<typeof StaffUserInfo>;

/**
 * The exchange's answer (spec §7: code, userInfo, idToken; no `data`). `idToken` is the mall's own
 * token (DESIGN.md §6), sent as the `idToken` header afterwards, never the provider's.
 */
export const StaffLoginCodeResponse = Type.Object(
  { code: Type.Integer(), msg: Type.String(), userInfo: StaffUserInfo, idToken: Type.String() },
  { additionalProperties: false },
);
export type StaffLoginCodeResponse = Static<typeof StaffLoginCodeResponse>;

/** The messages of a refused exchange (HTTP 4xx, `{ code, msg }`); the front end shows 登录错误. */
export const staffLoginErrors = {
  redirectUri: '回调地址与登记的不一致',
  rejected: '员工登录失败：授权码无效、已使用或已过期，请重新登录',
  notStaff: '该账号不是有效的员工账号',
  issuerUnavailable: '员工认证服务暂时无法访问，请稍后再试',
} as const;
