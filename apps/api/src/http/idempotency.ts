import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@mall/contract/checkout';

/** The answer to a creating call without a well-formed Idempotency-Key header (DESIGN.md §7). */
export const badIdempotencyKey = {
  code: 400,
  msg: '请求参数有误：缺少 Idempotency-Key 请求头，或格式不对（16–64 位字母、数字、_ 或 -）',
} as const;

/** The request's Idempotency-Key (16–64 letters, digits, _ or -), or null when missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers[IDEMPOTENCY_HEADER];
  return typeof key === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(key) ? key : null;
}
