/**
 * Refunds and after-sales (issue #12), on the order server: what the form offers, apply, withdraw, and
 * the PSP's refund notice beside its payment notice. `dev*` are the development operator's (not in
 * production: the paths do not exist there).
 */
export function refundPaths(product: string) {
  const order = `/${product}-order-server/api`;
  return {
    refundOptions: `${order}/refund/options`,
    refundApply: `${order}/refund/apply`,
    refundWithdraw: `${order}/refund/withdraw`,
    refundNotify: `${order}/pay/refundNotify`,
    devRefunds: '/__dev/refunds',
    devRefundApprove: '/__dev/refunds/approve',
    devRefundRefuse: '/__dev/refunds/refuse',
  } as const;
}
