import type { FastifyRequest } from 'fastify';

/** Runs of 32 or more hex digits: how passwords travel (MD5 hex, spec §5), so never logged. */
const hexRun = /[0-9a-fA-F]{32,}/g;

/** A URL for the logs: any long hex run (a password a client put in a query) is masked. */
export function loggableUrl(url: string): string {
  // The export's SMS code travels in its GET query (spec §7 keeps the method): never logged either.
  return url.replace(hexRun, '[redacted]').replace(/([?&]smsCode=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Fastify's request serializer with the URL masked (DESIGN.md §6: no 32-hex password value in the
 * logs, even one a client wrongly sent in a query string). Bodies are never logged.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggableUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
