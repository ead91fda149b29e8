import * as oidc from 'openid-client';
import type { StaffSsoEnv } from '../env';

/** Why an exchange failed: the caller's code was refused, or the issuer could not be reached. */
export class StaffExchangeError extends Error {
  override readonly name = 'StaffExchangeError';
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What the mall learns from a redeemed code: the verified id_token claims. */
export type StaffIdentity = { sub: string; claims: Record<string, unknown> };

/** Seconds to wait for the issuer on any one request. */
const issuerTimeout = 10;

/**
 * The mall's side of staff sign-on (DESIGN.md §5): an OpenID Connect client (openid-client) of any
 * issuer by config. Discovery is read once from the issuer URL and kept; a failed discovery is
 * retried on the next sign-in rather than remembered.
 */
export function staffSsoClient(settings: StaffSsoEnv) {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { redirect_uris: [settings.redirectUri, settings.ops.redirectUri], response_types: ['code'] },
        settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
        // http only for a development issuer (the embedded one on http://127.0.0.1); https otherwise.
        {
          timeout: issuerTimeout,
          ...(settings.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
      )
      .then((config) => {
        config.timeout = issuerTimeout;
        return config;
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw new StaffExchangeError('unavailable', `staff issuer discovery failed: ${(error as Error).message}`, {
          cause: error,
        });
      });
    return configuration;
  }

  return {
    /** The issuer's endpoints the browser needs (authorization, end-session). */
    async endpoints() {
      const metadata = (await discover()).serverMetadata();
      return {
        issuer: metadata.issuer,
        authorizationEndpoint: metadata.authorization_endpoint ?? '',
        endSessionEndpoint: metadata.end_session_endpoint ?? '',
      };
    },

    /**
     * Redeems an authorization code: the token request carries the PKCE verifier and the exact
     * redirect URI; the id_token's signature, issuer, audience, expiry and nonce are checked.
     */
    async redeem({
      code,
      codeVerifier,
      nonce,
      redirectUri,
    }: {
      code: string;
      codeVerifier: string;
      nonce: string;
      /** One of the registered redirect URIs: the one the authorization request named. */
      redirectUri: string;
    }): Promise<StaffIdentity> {
      const config = await discover();
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', code);
      // RFC 9207: the mall talks to exactly one issuer, so the response cannot come from another
      // (no mix-up is possible); the browser relays only the code, and we name the issuer here.
      if (config.serverMetadata().authorization_response_iss_parameter_supported)
        callback.searchParams.set('iss', config.serverMetadata().issuer);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: codeVerifier,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        const refused =
          error instanceof oidc.ResponseBodyError ||
          error instanceof oidc.AuthorizationResponseError ||
          (error as { code?: string }).code?.startsWith('OAUTH_');
        throw new StaffExchangeError(
          refused ? 'rejected' : 'unavailable',
          `staff code exchange failed: ${(error as Error).message}`,
          { cause: error },
        );
      }
      const claims = tokens.claims();
      if (!claims) throw new StaffExchangeError('rejected', 'the issuer answered without an id_token');
      return { sub: claims.sub, claims: claims as Record<string, unknown> };
    },
  };
}

export type StaffSsoClient = ReturnType<typeof staffSsoClient>;
