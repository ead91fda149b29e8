import type { FastifyReply } from 'fastify';

/** The PSP-style answer, with the same text as `msg` too, so every rejection carries `msg` (issue #3). */
export const pspAnswer = (code: 'SUCCESS' | 'FAIL', message: string) => ({ code, message, msg: message });

/** Why a notice was refused before it settled anything. */
export type NoticeRefusal = 'signature' | 'expired' | 'unknown' | 'amount';

/** Refuses a notice in the PSP's shape: 401 a bad signature, 404 an unknown payment or refund, 400 otherwise. */
export function refuseNotice(reply: FastifyReply, refused: NoticeRefusal, unknownMessage: string) {
  if (refused === 'signature') return reply.status(401).send(pspAnswer('FAIL', '签名错误'));
  if (refused === 'unknown') return reply.status(404).send(pspAnswer('FAIL', unknownMessage));
  return reply.status(400).send(pspAnswer('FAIL', refused === 'expired' ? '通知已过期' : '金额不符'));
}
