/**
 * Electronic guarantees (the member's, behind their token) and the public commodity verification
 * (issue #14 items 2 and 3; spec §2 /electronicGuarantee and /commodityVerification, calls not shown,
 * designed on the common2 server).
 */
export function guaranteePaths(product: string) {
  const common2 = `/${product}-common2-server/api/v1`;
  return {
    guaranteeList: `${common2}/guarantee/list`,
    guaranteeDetail: `${common2}/guarantee/detail`,
    /** The certificate as a PDF (attachment), the member's own only. */
    guaranteePdf: `${common2}/guarantee/pdf`,
    verify: `${common2}/commodity/verify`,
  } as const;
}
