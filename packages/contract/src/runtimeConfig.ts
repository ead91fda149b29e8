import { Type, type Static } from '@sinclair/typebox';

/** One entry of `webViewHosts`: `self`, or an https origin without path (lower case, a port only when not 443). */
const WEB_VIEW_HOST_PATTERN =
  '^(self|https://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?)$';

/**
 * `/config.json`: the runtime config the server writes from its environment and the mall loads
 * before it renders (DESIGN.md §3), so one build runs anywhere. An empty host means "the serving
 * origin".
 */
export const RuntimeConfigSchema = Type.Object(
  {
    /** The `{product}` path segment of spec §7 (e.g. `/mall-goods-server/...`). */
    productCode: Type.String({ pattern: '^[a-z][a-z0-9]*$', minLength: 1, maxLength: 32 }),
    /** Sent as the `appId` header on every call (spec §7). */
    appId: Type.String({ minLength: 1, maxLength: 64 }),
    brand: Type.Object({
      name: Type.String({ minLength: 1 }),
      /** Logo URL on the serving origin. */
      logo: Type.String(),
    }),
    /** Base hosts of spec §7; '' is the serving origin. */
    hosts: Type.Object({
      api: Type.String(),
      newApi: Type.String(),
      sso: Type.String(),
      crm: Type.String(),
      origin: Type.String(),
    }),
    staffSso: Type.Object({
      issuer: Type.String(),
      clientId: Type.String(),
      redirectUri: Type.String(),
    }),
    captcha: Type.Object({
      provider: Type.Union([Type.Literal('builtin'), Type.Literal('geetest')]),
      captchaId: Type.String(),
    }),
    /** Online chat; defaults to the mall's own /customerServiceView. */
    chatUrl: Type.String(),
    storeLocatorUrl: Type.String(),
    /**
     * Origins whose campaign pages /webView may frame (spec §2; issue #14): `https://host[:port]`, or
     * `self` for the mall's own origin, the only one allowed over plain http (development). The
     * server's CSP frame-src allows exactly these. Default `["self"]`.
     */
    webViewHosts: Type.Array(Type.String({ pattern: WEB_VIEW_HOST_PATTERN }), { maxItems: 50 }),
    /** Support hours shown in the footer (spec §1). */
    support: Type.Object({
      hotline: Type.String(),
      hotlineHours: Type.String(),
      chatHours: Type.String(),
    }),
  },
  { $id: 'RuntimeConfig', additionalProperties: false },
);

export type RuntimeConfig = Static<typeof RuntimeConfigSchema>;
