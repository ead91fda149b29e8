import { captchaBodyOf, type CaptchaPass } from '@mall/contract/auth';
import { guaranteeCalls } from '@mall/contract/guarantee';
import { bindCalls, type ApiClient } from '@mall/core';

/** Electronic guarantees (the member's) and the public verification (issue #14 items 2 and 3), over `guaranteeCalls`. */
export function createGuaranteeApi(client: ApiClient, productCode: string) {
  const guarantee = bindCalls(client, productCode, guaranteeCalls);
  return {
    /** A page of the member's guarantees, newest sale first. */
    list: (pageIndex: number, pageSize: number) => guarantee.guaranteeList({ pageIndex, pageSize }),
    /** One of the member's certificates (another's answers 404). */
    detail: (certNo: string) => guarantee.guaranteeDetail({ certNo }),
    /** The member's certificate as a PDF, as bytes (the call carries the session; another's answers 404). */
    pdf: async (certNo: string) =>
      new Uint8Array(await guarantee.guaranteePdf({ certNo }, { responseType: 'arrayBuffer' })),
    /** A public look-up, with a captcha pass once the address needs one. */
    verify: (certNo: string, pass: CaptchaPass | null) =>
      guarantee.verify({ certNo, ...(pass ? captchaBodyOf(pass) : {}) }),
  };
}

export type GuaranteeApi = ReturnType<typeof createGuaranteeApi>;
