import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callPath } from '@mall/contract';
import { pspNoticeCalls } from '@mall/contract/checkout';
import { devRefundRoutes as calls } from '@mall/contract/orders';
import { serve } from '../http/serve';
import type { RefundService } from '../services/refunds';
import type { AppContext } from './context';
import { answerOutcome } from './refunds';

const tags = ['开发 Development'];
const notFound = { code: 404, msg: '退款申请不存在' };

/**
 * The development operator (issue #12; off in production like routes/dev.ts: registered only when
 * NODE_ENV is not production, so these paths do not exist there): the refunds waiting, approve and
 * refuse with a reason. Approving asks the sandbox PSP for the refund and delivers its signed notice
 * to the mall's refund notify route, as the sandbox cashier does for payments, so a shopper can walk
 * the whole path locally.
 */
export const devRefundRoutes: FastifyPluginAsyncTypebox<AppContext & { refunds: RefundService }> = async (
  app,
  { productCode, refunds },
) => {
  const refundNotify = callPath(pspNoticeCalls.refundNotify, productCode);

  serve(
    app,
    productCode,
    calls.devRefunds,
    { tags, summary: '开发运营：等待处理（申请中）和等待退款到账（退款中）的退款，最早的在前（仅非生产环境）' },
    async () => ({ code: 200, msg: 'success', data: await refunds.waiting() }),
  );

  serve(
    app,
    productCode,
    calls.devRefundApprove,
    { tags, summary: '开发运营：同意退款申请，沙箱支付服务退款并通知商城（仅非生产环境）' },
    async (request, reply) => {
      const outcome = await refunds.approve(request.body.refundNo);
      if (outcome.kind === 'done' && outcome.value.notification) {
        // Server to server, as a real PSP would: the mall's refund notify route with its checks.
        const delivered = await app.inject({
          method: 'POST',
          url: refundNotify,
          payload: outcome.value.notification,
        });
        if (delivered.statusCode !== 200) request.log.warn({ body: delivered.body }, 'sandbox refund notice refused');
      }
      return answerOutcome(reply, outcome.kind === 'done' ? { kind: 'done', value: null } : outcome, notFound);
    },
  );

  serve(
    app,
    productCode,
    calls.devRefundRefuse,
    { tags, summary: '开发运营：拒绝退款申请并说明原因（仅非生产环境）' },
    async (request, reply) =>
      answerOutcome(reply, await refunds.refuse(request.body.refundNo, request.body.reason ?? ''), notFound),
  );
};
