import type { ChatSignature } from '../api/chatApi';

/** The parameters the chat page reads from its URL (spec §7 "Customer service chat"). */
export const chatLinkParams = [
  'nonce',
  'timestamp',
  'web_token',
  'signature',
  'encryption_algorithm',
  'customer_name',
  'uid',
  'idToken',
  'mouldNo',
] as const;

/**
 * The chat's URL (spec §7): the configured chat URL (the mall's own /customerServiceView, or
 * Udesk's web IM) with the signed identity, the customer's name, uid and idToken, and the piece
 * when opened from a goods page. The mall's own page trusts none of it but the signature, which its
 * server verifies against the signed-in member.
 */
export function chatLink(
  chatUrl: string,
  origin: string,
  signature: ChatSignature,
  customer: { name: string; uid: number; idToken: string; mouldNo?: string },
): string {
  const url = new URL(chatUrl, origin);
  const add = (key: string, value: string | undefined) => {
    if (value) url.searchParams.set(key, value);
  };
  add('nonce', signature.nonce);
  add('timestamp', signature.timestamp);
  add('web_token', signature.web_token);
  add('signature', signature.signature);
  add('encryption_algorithm', signature.encryption_algorithm);
  add('customer_name', customer.name);
  add('uid', String(customer.uid));
  add('idToken', customer.idToken);
  add('mouldNo', customer.mouldNo);
  return url.origin === origin ? `${url.pathname}${url.search}` : url.toString();
}

/** The signed identity and the piece read back from the chat page's query; null when the identity is missing. */
export function readChatLink(search: URLSearchParams): (ChatSignature & { mouldNo?: string }) | null {
  const value = (key: string) => search.get(key) ?? '';
  const identity = {
    nonce: value('nonce'),
    timestamp: value('timestamp'),
    web_token: value('web_token'),
    signature: value('signature'),
    encryption_algorithm: value('encryption_algorithm'),
  };
  if (Object.values(identity).some((part) => part === '')) return null;
  const mouldNo = value('mouldNo');
  return mouldNo ? { ...identity, mouldNo } : identity;
}
