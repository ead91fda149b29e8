import {
  afterSalesPromise,
  certNoProblem,
  guaranteeFacts,
  normalizeCertNo,
  saleMonth,
  type GuaranteeMaterial,
} from '@mall/contract';
import { captchaPassOf } from '@mall/contract/auth';
import {
  type Guarantee,
  type GuaranteeList,
  type GuaranteeSummary,
  type VerificationAnswer,
  type VerificationBody,
} from '@mall/contract/guarantee';
import type { CaptchaVerifier } from '../adapters';
import type { Db } from '../db/database';
import type { PdfRenderer } from '../pdf/pdfPool';
import type { Buyer } from '../repositories/orderBasics';
import { guaranteeRepository, type GuaranteeWithOrder } from '../repositories/guarantees';
import type { ServiceOutcome } from './service';

/** Look-ups an address makes in an hour before each further one needs a captcha pass (issue #14: "a captcha after 3"). */
export const FREE_LOOKUPS_PER_HOUR = 3;
/** Look-ups an address may make in an hour at all, captcha or not (the rate limit per IP). */
export const LOOKUPS_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

export type GuaranteeServiceOptions = {
  /** The captcha verifier (the one sends, logins and inquiries use). */
  captcha: CaptchaVerifier;
  /** Draws the certificate's PDF. */
  pdf: PdfRenderer;
  /** The brand printed on it, and the mall's public origin its QR code points at. */
  brand: string;
  origin: string;
};

/**
 * Electronic guarantees and the public verification (issue #14 items 2 and 3). A guarantee is read
 * by its owner only: another member's number answers as unknown (404). A look-up tells a number
 * that cannot be one (shape, check character) without reading the database; every other look-up is
 * counted for its address (a captcha after FREE_LOOKUPS_PER_HOUR, refused after LOOKUPS_PER_HOUR) and
 * reads the one row by its number the same way whether it exists or not.
 */
export function guaranteeService(db: Db, clock: () => Date, options: GuaranteeServiceOptions) {
  const repository = guaranteeRepository(db);

  const summaryOf = ({ row, orderNo }: GuaranteeWithOrder): GuaranteeSummary => ({
    certNo: row.certNo,
    title: row.title,
    thumb: row.thumb,
    mouldNo: row.mouldNo,
    material: row.material as GuaranteeMaterial,
    orderNo,
    pieceNo: row.pieceNo,
    pieceCount: row.pieceCount,
    soldAt: row.soldAt.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    voidedAt: row.voidedAt?.toISOString() ?? null,
  });

  /** One of the member's guarantees with every fact printed on it. */
  async function detail(buyer: Buyer, typed: string): Promise<ServiceOutcome<Guarantee>> {
    const certNo = normalizeCertNo(typed);
    const found =
      buyer.memberId === null || certNoProblem(certNo) !== null
        ? undefined
        : await repository.memberCertificate(buyer.memberId, certNo);
    if (!found) return { kind: 'missing', msg: '保单不存在' };
    const soldAt = found.row.soldAt.toISOString();
    return {
      kind: 'done',
      value: {
        ...summaryOf(found),
        purity: found.row.purity,
        attribute: found.row.attribute,
        facts: guaranteeFacts(found.row.category),
        inspectionBody: found.inspectionBody,
        promise: afterSalesPromise(found.row.productGroupId, soldAt),
      },
    };
  }

  return {
    /** A page of the member's guarantees, newest sale first. */
    async list(buyer: Buyer, pageIndex: number, pageSize: number): Promise<GuaranteeList> {
      if (buyer.memberId === null) return { total: 0, list: [] };
      const page = await repository.memberPage(buyer.memberId, (pageIndex - 1) * pageSize, pageSize);
      return { total: page.total, list: page.rows.map(summaryOf) };
    },

    /** One of the member's guarantees with every fact printed on it. */
    detail,

    /** The member's certificate as a PDF (attachment; another member's number answers 404). */
    async pdf(buyer: Buyer, typed: string): Promise<ServiceOutcome<{ fileName: string; bytes: Buffer }>> {
      const found = await detail(buyer, typed);
      if (found.kind !== 'done') return found;
      const guarantee = found.value;
      const verifyUrl = `${options.origin}/commodityVerification?certNo=${guarantee.certNo}`;
      const bytes = await options.pdf.render({
        kind: 'guarantee',
        print: { guarantee, verifyUrl, brand: options.brand },
      });
      return { kind: 'done', value: { fileName: `电子保单_${guarantee.certNo}.pdf`, bytes } };
    },

    /** A public look-up from `address` (see the service's comment). */
    async verify(body: VerificationBody, address: string): Promise<ServiceOutcome<VerificationAnswer>> {
      const certNo = normalizeCertNo(body.certNo);
      const problem = certNoProblem(certNo);
      if (problem === 'empty') return { kind: 'invalid', msg: '请输入证书编号' };
      if (problem === 'malformed') return { kind: 'done', value: { result: 'malformed' } };
      const now = clock();
      const recent = await repository.lookupsSince(address, new Date(now.getTime() - HOUR_MS));
      if (recent >= LOOKUPS_PER_HOUR) return { kind: 'limited', msg: '查询太频繁，请一小时后再试' };
      if (recent >= FREE_LOOKUPS_PER_HOUR) {
        const { captchaId, lotNumber, captchaOutput, passToken, genTime } = body;
        if (!captchaId || !lotNumber || !captchaOutput || !passToken || !genTime) {
          return { kind: 'done', value: { result: 'captchaRequired' } };
        }
        const passed = await options.captcha.verify(
          captchaPassOf({ captchaId, lotNumber, captchaOutput, passToken, genTime }),
        );
        if (!passed.ok) return { kind: 'done', value: { result: 'captchaRequired' } };
      }
      await repository.recordLookup(address, now);
      const found = await repository.certificate(certNo);
      if (!found) return { kind: 'done', value: { result: 'notFound' } };
      if (found.row.voidedAt) return { kind: 'done', value: { result: 'voided' } };
      const { row, inspectionBody } = found;
      return {
        kind: 'done',
        value: {
          result: 'found',
          piece: {
            certNo: row.certNo,
            title: row.title,
            thumb: row.thumb,
            mouldNo: row.mouldNo,
            material: row.material as GuaranteeMaterial,
            purity: row.purity,
            facts: guaranteeFacts(row.category),
            inspectionBody,
            soldMonth: saleMonth(row.soldAt.toISOString()),
          },
        },
      };
    },
  };
}

export type GuaranteeService = ReturnType<typeof guaranteeService>;
