import { certNoOf, certNoProblem, normalizeCertNo, saleMonth } from '@mall/contract';
import { guaranteePaths, type Guarantee, type VerificationBody } from '@mall/contract/guarantee';
import { delay, http, HttpResponse } from 'msw';

const paths = guaranteePaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
const refuse = (status: number, msg: string) => HttpResponse.json({ code: status, msg }, { status });

/** Inline artwork for story pieces (no network in stories). */
const thumb = (fill: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f8f1e0"/><circle cx="100" cy="104" r="48" fill="none" stroke="${fill}" stroke-width="14"/></svg>`,
  )}`;

/** The story member's guarantees: a diamond ring and a pair of gold rings (two pieces). */
export const storyGuarantees: Guarantee[] = [
  {
    certNo: certNoOf('7K3M9Q2W8E4R6T1'),
    title: '18K金六爪钻石戒指',
    thumb: thumb('#7aa6d8'),
    mouldNo: 'JYD00001',
    material: 'diamond',
    orderNo: 'JY20261101120000000003',
    pieceNo: 1,
    pieceCount: 1,
    soldAt: '2026-11-01T04:00:00.000Z',
    issuedAt: '2026-11-05T04:00:00.000Z',
    voidedAt: null,
    purity: 'Au750',
    attribute: 'ringSize:8',
    facts: [
      { key: 'weight', value: '2.50' },
      { key: 'clarity', value: 'VS1' },
      { key: 'colour', value: 'F' },
      { key: 'carat', value: '0.30' },
      { key: 'ringSize', value: '8' },
    ],
    inspectionBody: '国家珠宝玉石质量监督检验中心（NGTC）',
    promise: { freeCleaning: true, resizeFreeUntil: '2027-11-01' },
  },
  ...[1, 2].map((pieceNo): Guarantee => ({
    certNo: certNoOf(`A1B2C3D4E5F6G7${pieceNo}`),
    title: '足金福字戒指',
    thumb: thumb('#c9a24a'),
    mouldNo: 'JYG00001',
    material: 'gold',
    orderNo: 'JY20261020093000000001',
    pieceNo,
    pieceCount: 2,
    soldAt: '2026-10-20T01:30:00.000Z',
    issuedAt: '2026-10-25T01:30:00.000Z',
    voidedAt: null,
    purity: 'Au999',
    attribute: 'ringSize:10',
    facts: [
      { key: 'goldWeight', value: '3.25' },
      { key: 'ringSize', value: '10' },
    ],
    inspectionBody: '国家金银制品质量检验检测中心（上海）',
    promise: { freeCleaning: true, resizeFreeUntil: '2027-10-20' },
  })),
];

/** A story member (set through `parameters.app.user`). */
export const member = { uid: 1003, nickname: '张女士', cardNo: 'JY88000003' };

export type GuaranteeMockOptions = {
  guarantees?: Guarantee[];
  /** Look-ups before a captcha pass is needed (the server's three). */
  freeLookups?: number;
  /** Every look-up answers 429. */
  limited?: boolean;
  /** The list answers 500. */
  failing?: boolean;
  /** The PDF's call fails on the network (no answer to read a message from). */
  pdfFailing?: boolean;
};

/**
 * The guarantee calls as the reference server answers them, over an in-memory list: the list in
 * pages, a certificate by number (404 for any other), and the look-up with its malformed check
 * (no "read"), its captcha after `freeLookups` and its 429.
 */
export function createGuaranteeMock({
  guarantees = storyGuarantees,
  freeLookups = 3,
  limited = false,
  failing = false,
  pdfFailing = false,
}: GuaranteeMockOptions = {}) {
  let lookups = 0;
  const handlers = [
    http.get(paths.guaranteeList, async ({ request }) => {
      await delay(50);
      if (failing) return refuse(500, '服务繁忙，请稍后再试');
      const url = new URL(request.url);
      const pageIndex = Number(url.searchParams.get('pageIndex') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      const list = guarantees.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map((g) => ({
        certNo: g.certNo,
        title: g.title,
        thumb: g.thumb,
        mouldNo: g.mouldNo,
        material: g.material,
        orderNo: g.orderNo,
        pieceNo: g.pieceNo,
        pieceCount: g.pieceCount,
        soldAt: g.soldAt,
        issuedAt: g.issuedAt,
      }));
      return ok({ total: guarantees.length, list });
    }),
    http.get(paths.guaranteeDetail, async ({ request }) => {
      await delay(50);
      const certNo = normalizeCertNo(new URL(request.url).searchParams.get('certNo') ?? '');
      const found = guarantees.find((g) => g.certNo === certNo);
      return found ? ok(found) : refuse(404, '保单不存在');
    }),
    http.get(paths.guaranteePdf, async ({ request }) => {
      await delay(50);
      if (pdfFailing) return HttpResponse.error();
      const certNo = normalizeCertNo(new URL(request.url).searchParams.get('certNo') ?? '');
      const found = guarantees.find((g) => g.certNo === certNo);
      if (!found) return refuse(404, '保单不存在');
      // Not a drawn certificate: enough of a PDF for the download to be saved (the server's is tested in apps/api).
      return new HttpResponse(`%PDF-1.7\n% ${found.certNo} ${found.title}\n%%EOF\n`, {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="guarantee.pdf"' },
      });
    }),
    http.post(paths.verify, async ({ request }) => {
      await delay(50);
      const body = (await request.json()) as VerificationBody;
      const certNo = normalizeCertNo(body.certNo);
      if (certNoProblem(certNo) === 'empty') return refuse(400, '请输入证书编号');
      if (certNoProblem(certNo)) return ok({ result: 'malformed' });
      if (limited) return refuse(429, '查询太频繁，请一小时后再试');
      if (lookups >= freeLookups && !body.passToken) return ok({ result: 'captchaRequired' });
      lookups += 1;
      const found = guarantees.find((g) => g.certNo === certNo);
      if (!found) return ok({ result: 'notFound' });
      return ok({
        result: 'found',
        piece: {
          certNo: found.certNo,
          title: found.title,
          thumb: found.thumb,
          mouldNo: found.mouldNo,
          material: found.material,
          purity: found.purity,
          facts: found.facts,
          inspectionBody: found.inspectionBody,
          soldMonth: saleMonth(found.soldAt),
        },
      });
    }),
  ];
  return { handlers };
}
