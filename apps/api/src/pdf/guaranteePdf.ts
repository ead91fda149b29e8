import type { Guarantee } from '@mall/contract/guarantee';
import qrcode from 'qrcode-generator';
import { chinaDate } from '../lib/chinaTime';
import { labelled, renderPdf, type Pdf } from './document';

/** The certificate's facts as printed (issue #14 item 2), with the link its QR code carries. */
export type GuaranteePrint = { guarantee: Guarantee; verifyUrl: string; brand: string };

const materialNames: Record<Guarantee['material'], string> = {
  gold: '足金',
  diamond: '钻石',
  platinum: '铂金',
  kGold: 'K金',
  jade: '翡翠',
  pearl: '珍珠',
  bullion: '投资金',
};
const factNames: Record<Guarantee['facts'][number]['key'], string> = {
  weight: '总重',
  goldWeight: '金重',
  clarity: '净度',
  colour: '颜色',
  carat: '主石重量（克拉）',
  ringSize: '圈口',
  chainLength: '链长',
};

/**
 * The electronic guarantee as a PDF: the brand and certificate number, the piece's facts, the
 * after-sales promise, and the QR code to the public verification page drawn as vector squares (it
 * stays sharp at any print size).
 */
export function guaranteePdf({ guarantee: g, verifyUrl, brand }: GuaranteePrint): Promise<Buffer> {
  return renderPdf(
    { title: `电子保单 ${g.certNo}${g.voidedAt ? '（已作废）' : ''}`, author: brand, createdAt: new Date(g.issuedAt) },
    (doc) => {
      const left = 64;
      const width = doc.page.width - 128;
      doc
        .lineWidth(1.2)
        .strokeColor('#a8864f')
        .rect(40, 40, doc.page.width - 80, 520)
        .stroke();
      doc.font('strong').fontSize(22).fillColor('#1f1a12').text('电子保单', left, 64, { width, align: 'center' });
      doc
        .font('body')
        .fontSize(10)
        .fillColor('#6b5a3a')
        .text(`${brand} · 正品保证`, left, 96, { width, align: 'center' });
      doc.font('strong').fontSize(12).fillColor('#1f1a12').text(`证书编号  ${g.certNo}`, left, 124, { width });
      const facts: [string, string][] = [
        ['商品', g.title],
        ['款号', g.mouldNo],
        ['材质', g.purity ? `${materialNames[g.material]}（${g.purity}）` : materialNames[g.material]],
        ...g.facts.map((fact): [string, string] => [
          factNames[fact.key],
          fact.key === 'weight' || fact.key === 'goldWeight' ? `${fact.value} 克` : fact.value,
        ]),
        ...(g.attribute && !g.facts.some((fact) => fact.key === 'ringSize' || fact.key === 'chainLength')
          ? [['规格', g.attribute] as [string, string]]
          : []),
        ['检测机构', g.inspectionBody],
        ['购买日期', chinaDate(new Date(g.soldAt))],
        ['订单号', g.orderNo],
        ['件数', `第 ${g.pieceNo} 件，共 ${g.pieceCount} 件`],
      ];
      let y = 156;
      for (const [label, value] of facts) {
        labelled(doc, label, value, left, y, width - 150);
        y += 22;
      }
      drawQr(doc, verifyUrl, left + width - 120, 156, 120);
      doc
        .font('body')
        .fontSize(9)
        .fillColor('#6b5a3a')
        .text('扫码验证真伪', left + width - 120, 282, { width: 120, align: 'center' });
      y += 12;
      doc.font('strong').fontSize(11).fillColor('#1f1a12').text('售后承诺', left, y);
      y += 20;
      const promises = g.voidedAt
        ? ['保单作废后，以上售后承诺不再适用。']
        : [
            '终身免费清洗、抛光',
            ...(g.promise.resizeFreeUntil ? [`${g.promise.resizeFreeUntil} 前可免费改圈一次`] : []),
          ];
      for (const promise of promises) {
        doc.font('body').fontSize(10).text(`· ${promise}`, left, y, { width });
        y += 18;
      }
      if (g.voidedAt) drawVoid(doc, chinaDate(new Date(g.voidedAt)), left, width);
    },
  );
}

/**
 * A void certificate (issue #31 item 1) as a paper one is marked: 已作废 stamped in red across the sheet, and
 * the date and reason in words under the number, so neither the print nor a copy passes for a valid one.
 */
function drawVoid(doc: Pdf, day: string, left: number, width: number): void {
  doc
    .font('strong')
    .fontSize(10)
    .fillColor('#b3261e')
    .text(`已作废：本保单已于 ${day} 因退款作废，不再作为正品与售后凭证。`, left, 140, { width: width - 130 });
  const centre = { x: doc.page.width / 2, y: 300 };
  doc.save().rotate(-15, { origin: [centre.x, centre.y] });
  doc
    .lineWidth(4)
    .strokeColor('#b3261e')
    .roundedRect(centre.x - 120, centre.y - 40, 240, 80, 10)
    .stroke();
  doc
    .font('strong')
    .fontSize(44)
    .fillColor('#b3261e')
    .text('已作废', centre.x - 120, centre.y - 28, { width: 240, align: 'center', characterSpacing: 12 });
  doc.restore();
}

/** The QR code of `text` (error correction M) as filled squares in a `size`-point square at (x, y). */
function drawQr(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const cell = size / (count + 8);
  const origin = { x: x + cell * 4, y: y + cell * 4 };
  doc.save().fillColor('#000000');
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (qr.isDark(row, column)) doc.rect(origin.x + column * cell, origin.y + row * cell, cell, cell);
    }
  }
  doc.fill().restore();
}
