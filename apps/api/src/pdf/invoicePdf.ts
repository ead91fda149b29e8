import { amountInCapitals, fenToYuan } from '@mall/contract';
import type { InvoiceLineRow } from '../db/schema';
import { chinaDate } from '../lib/chinaTime';
import { labelled, renderPdf, type Pdf } from './document';

/**
 * What an issued invoice prints (issue #14 item 1): a blue invoice, or its red-letter reversal — the
 * caller passes the red one's lines, amounts and tax already negative, and the blue number it reverses.
 */
export type InvoicePrint = {
  kind: 'blue' | 'red';
  invoiceNo: string;
  issuedAt: Date;
  /** The blue invoice a red-letter one reverses. */
  reverses?: string;
  orderNo: string;
  buyer: { name: string; taxId: string; address: string; phone: string; bankName: string; bankAccount: string };
  seller: { name: string; taxId: string };
  lines: InvoiceLineRow[];
  amountFen: number;
  taxFen: number;
  brand: string;
};

const ink = '#1f1a12';
const frame = '#a8864f';
const red = '#b3261e';

/**
 * The invoice as a PDF (电子发票（普通发票）, the layout of a 全电发票): title, number and date; buyer and
 * seller; one row per line with amount, rate and tax; the totals; 价税合计 in capitals and in figures.
 * A red-letter one is titled and stamped 红字发票, names the blue invoice it reverses at the top and in
 * its remark, and prints every figure negative (负… in capitals).
 */
export function invoicePdf(print: InvoicePrint): Promise<Buffer> {
  const title = print.kind === 'red' ? '电子发票（普通发票）（红字）' : '电子发票（普通发票）';
  return renderPdf({ title: `${title} ${print.invoiceNo}`, author: print.brand, createdAt: print.issuedAt }, (doc) =>
    draw(doc, print, title),
  );
}

function draw(doc: Pdf, print: InvoicePrint, title: string): void {
  const left = 48;
  const width = doc.page.width - 96;
  doc
    .font('strong')
    .fontSize(18)
    .fillColor(print.kind === 'red' ? red : ink);
  doc.text(title, left, 56, { width, align: 'center' });
  if (print.kind === 'red') {
    // The stamp a reader sees first: this invoice takes an earlier one back.
    doc.lineWidth(1.2).strokeColor(red).rect(left, 50, 84, 28).stroke();
    doc.font('strong').fontSize(13).fillColor(red).text('红字发票', left, 57, { width: 84, align: 'center' });
  }
  doc.font('body').fontSize(10).fillColor(ink);
  doc.text(`发票号码：${print.invoiceNo}`, left, 92, { width, align: 'right' });
  doc.text(`开票日期：${chinaDate(print.issuedAt)}`, left, 108, { width, align: 'right' });
  doc.text(`订单号：${print.orderNo}`, left, 92, { width: width / 2 });
  if (print.reverses) doc.text(`被红冲蓝字发票号码：${print.reverses}`, left, 108, { width: width / 2 + 40 });

  // Buyer and seller side by side.
  const top = 132;
  const half = width / 2;
  doc.lineWidth(0.8).strokeColor(frame).rect(left, top, width, 96).stroke();
  doc
    .moveTo(left + half, top)
    .lineTo(left + half, top + 96)
    .stroke();
  doc
    .font('strong')
    .fontSize(10)
    .fillColor(ink)
    .text('购买方信息', left + 8, top + 6);
  doc.font('strong').text('销售方信息', left + half + 8, top + 6);
  const buyer = print.buyer;
  labelled(doc, '名称：', buyer.name, left + 8, top + 24, half - 16);
  labelled(doc, '纳税人识别号：', buyer.taxId, left + 8, top + 42, half - 16);
  labelled(doc, '地址电话：', [buyer.address, buyer.phone].filter(Boolean).join(' '), left + 8, top + 60, half - 16);
  labelled(
    doc,
    '开户行账号：',
    [buyer.bankName, buyer.bankAccount].filter(Boolean).join(' '),
    left + 8,
    top + 78,
    half - 16,
  );
  labelled(doc, '名称：', print.seller.name, left + half + 8, top + 24, half - 16);
  labelled(doc, '纳税人识别号：', print.seller.taxId, left + half + 8, top + 42, half - 16);

  // Lines.
  const columns = [
    { label: '项目名称', width: width * 0.4, align: 'left' as const },
    { label: '数量', width: width * 0.1, align: 'right' as const },
    { label: '金额', width: width * 0.18, align: 'right' as const },
    { label: '税率', width: width * 0.12, align: 'right' as const },
    { label: '税额', width: width * 0.2, align: 'right' as const },
  ];
  let y = top + 112;
  const row = (cells: string[], font: 'body' | 'strong') => {
    let x = left;
    const heights = cells.map((cell, index) =>
      doc
        .font(font)
        .fontSize(9.5)
        .heightOfString(cell, { width: (columns[index]?.width ?? 0) - 8 }),
    );
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, x + 4, y + 4, { width: column.width - 8, align: column.align });
      x += column.width;
    });
    y += Math.max(...heights) + 8;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(frame)
      .lineWidth(0.4)
      .stroke();
  };
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(frame)
    .lineWidth(0.8)
    .stroke();
  row(
    columns.map((column) => column.label),
    'strong',
  );
  for (const line of print.lines) {
    row(
      [
        `*珠宝首饰*${line.title}`,
        String(line.qty),
        fenToYuan(line.amountFen),
        `${line.ratePercent}%`,
        fenToYuan(line.taxFen),
      ],
      'body',
    );
  }
  row(['合计', '', `¥${fenToYuan(print.amountFen - print.taxFen)}`, '', `¥${fenToYuan(print.taxFen)}`], 'strong');

  // 价税合计.
  y += 8;
  doc.font('strong').fontSize(10.5).fillColor(ink).text('价税合计（大写）', left, y, { continued: false });
  doc.font('body').text(amountInCapitals(print.amountFen), left + 110, y, { width: width * 0.5 });
  doc.font('strong').text(`（小写）¥${fenToYuan(print.amountFen)}`, left, y, { width, align: 'right' });
  y += 36;
  if (print.kind === 'red' && print.reverses) {
    doc.font('body').fontSize(9.5).fillColor(red);
    doc.text(`备注：红冲原因 销售退回（订单退款）；对应蓝字发票号码 ${print.reverses}`, left, y, { width });
    y += 24;
  }
  doc.font('body').fontSize(9).fillColor('#6b5a3a');
  doc.text(`开票人：${print.brand}官方商城  本发票由电子发票服务平台开具，与纸质发票具有同等法律效力。`, left, y, {
    width,
  });
}
