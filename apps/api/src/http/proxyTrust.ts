import type { TrustProxy } from '../env';

/**
 * Fastify's `trustProxy` for TRUST_PROXY (issue #28 §2). A hop count trusts exactly that many proxies nearest to the
 * server: Fastify (proxy-addr) walks X-Forwarded-For from the right and stops after them, so the client is the
 * address the outermost trusted proxy saw — never an address the client wrote into the header. A list trusts the
 * proxies at those addresses/CIDRs only. `false` believes no forwarded header at all.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
