/**
 * Invoices (issue #14 item 1; spec §2 /invoiceManage, calls not shown, designed on the order server):
 * what the form needs, the request, the member's list, one invoice, its PDF (and, once a refund
 * reversed it, the red-letter invoice's PDF), sending it again. The
 * development mail outbox beside the SMS one (not in production).
 */
export function invoicePaths(product: string) {
  const invoice = `/${product}-order-server/api/invoice`;
  return {
    invoiceOptions: `${invoice}/options`,
    invoiceRequest: `${invoice}/apply`,
    invoiceList: `${invoice}/list`,
    invoiceDetail: `${invoice}/detail`,
    invoicePdf: `${invoice}/pdf`,
    invoiceRedPdf: `${invoice}/red-pdf`,
    invoiceResend: `${invoice}/resend`,
    devMail: '/__dev/mail',
  } as const;
}
