/** The two agreement boxes of registration and login (spec §5), by clause. */
export const agreementIds = ['userAgreement', 'personalInfoStatement'] as const;
export type AgreementId = (typeof agreementIds)[number];

/**
 * spec §5: both boxes must be ticked before register or login; otherwise the 温馨提示 dialog says
 * 请先阅读并同意以下条款. True when the form may go on.
 */
export function areAgreementsAccepted(checked: readonly string[]): boolean {
  return agreementIds.every((id) => checked.includes(id));
}
