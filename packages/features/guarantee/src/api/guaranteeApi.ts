import {
  captchaBodyOf,
  guaranteePaths,
  type CaptchaPass,
  type Guarantee,
  type GuaranteeList,
  type VerificationAnswer,
} from '@mall/contract';
import { ensureOk, type ApiClient } from '@mall/core';

type CodeAnswer<T> = { code: number; msg: string; data: T };

/** Electronic guarantees (the member's) and the public verification (issue #14 items 2 and 3). */
export function createGuaranteeApi(client: ApiClient, productCode: string) {
  const paths = guaranteePaths(productCode);
  return {
    /** A page of the member's guarantees, newest sale first. */
    list: async (pageIndex: number, pageSize: number) =>
      ensureOk(await client.get<CodeAnswer<GuaranteeList>>(paths.guaranteeList, { params: { pageIndex, pageSize } }))
        .data,
    /** One of the member's certificates (another's answers 404). */
    detail: async (certNo: string) =>
      ensureOk(await client.get<CodeAnswer<Guarantee>>(paths.guaranteeDetail, { params: { certNo } })).data,
    /** The member's certificate as a PDF, as bytes (the call carries the session; another's answers 404). */
    pdf: async (certNo: string) =>
      new Uint8Array(
        await client.get<ArrayBuffer>(paths.guaranteePdf, { params: { certNo }, responseType: 'arrayBuffer' }),
      ),
    /** A public look-up, with a captcha pass once the address needs one. */
    verify: async (certNo: string, pass: CaptchaPass | null) =>
      ensureOk(
        await client.post<CodeAnswer<VerificationAnswer>>(paths.verify, {
          certNo,
          ...(pass ? captchaBodyOf(pass) : {}),
        }),
      ).data,
  };
}

export type GuaranteeApi = ReturnType<typeof createGuaranteeApi>;
