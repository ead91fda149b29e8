import bwipjs from 'bwip-js/node';
import { renderPdf, type Pdf } from './document';

/** What a parcel's label and packing slip print (issue #29 "Shipping by people"). */
export type ShippingPrint = {
  brandName: string;
  orderNo: string;
  printedAt: Date;
  remark: string;
  receiver: { name: string; mobile: string; address: string };
  parcels: {
    parcelNo: number;
    carrierName: string;
    waybillNo: string;
    warehouse: { name: string; city: string };
    items: { name: string; spec: string; mouldNo: string; qty: number }[];
  }[];
};

/** The waybill as a Code 128 barcode (bwip-js), a PNG at print resolution. */
function code128(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 12, includetext: false });
}

const ink = '#1f1a12';
const muted = '#6b5a3a';

function line(doc: Pdf, y: number) {
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .stroke(ink);
}

/**
 * Each parcel's shipping label and packing slip on A6 pages (105 × 148 mm, what label printers take):
 * the label — carrier, the waybill as Code 128 and in words, receiver, sender warehouse, parcel n of N,
 * order number — then the slip listing what the box holds and the buyer's note. Noto Sans SC subset.
 */
export async function shippingPdf(print: ShippingPrint): Promise<Buffer> {
  const barcodes = await Promise.all(print.parcels.map((parcel) => code128(parcel.waybillNo)));
  return renderPdf(
    {
      title: `面单与装箱单 ${print.orderNo}`,
      author: print.brandName,
      createdAt: print.printedAt,
      size: 'A6',
      margin: 18,
    },
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      print.parcels.forEach((parcel, index) => {
        if (index > 0) doc.addPage();
        // The label.
        doc.font('strong').fontSize(14).fillColor(ink).text(parcel.carrierName, left, 18, { width });
        doc.font('body').fontSize(8).fillColor(muted);
        doc.text(`包裹 ${parcel.parcelNo} / ${print.parcels.length}`, left, 22, { width, align: 'right' });
        doc.image(barcodes[index] as Buffer, left, 42, { width, height: 48 });
        doc.font('strong').fontSize(11).fillColor(ink).text(parcel.waybillNo, left, 94, { width, align: 'center' });
        line(doc, 112);
        doc.font('body').fontSize(8).fillColor(muted).text('收件', left, 118);
        doc
          .font('strong')
          .fontSize(11)
          .fillColor(ink)
          .text(`${print.receiver.name}  ${print.receiver.mobile}`, left + 28, 116, { width: width - 28 });
        doc
          .font('body')
          .fontSize(10)
          .text(print.receiver.address, left + 28, doc.y + 2, { width: width - 28 });
        const senderY = Math.max(doc.y + 8, 168);
        line(doc, senderY - 4);
        doc.font('body').fontSize(8).fillColor(muted).text('寄件', left, senderY);
        doc
          .fontSize(9)
          .fillColor(ink)
          .text(`${print.brandName} · ${parcel.warehouse.name}（${parcel.warehouse.city}）`, left + 28, senderY, {
            width: width - 28,
          });
        doc
          .fontSize(8)
          .fillColor(muted)
          .text(`订单 ${print.orderNo}`, left, senderY + 18, { width });
        // The packing slip.
        doc.addPage();
        doc.font('strong').fontSize(13).fillColor(ink).text('装箱单', left, 18, { width });
        doc.font('body').fontSize(8).fillColor(muted);
        doc.text(
          `订单 ${print.orderNo} · 包裹 ${parcel.parcelNo} / ${print.parcels.length} · ${parcel.carrierName} ${parcel.waybillNo}`,
          left,
          38,
          { width },
        );
        line(doc, doc.y + 4);
        let y = doc.y + 10;
        for (const item of parcel.items) {
          doc
            .font('strong')
            .fontSize(10)
            .fillColor(ink)
            .text(item.name, left, y, { width: width - 36 });
          doc.text(`× ${item.qty}`, left + width - 32, y, { width: 32, align: 'right' });
          doc
            .font('body')
            .fontSize(8)
            .fillColor(muted)
            .text(`${item.mouldNo}  ${item.spec}`, left, doc.y + 1, { width });
          y = doc.y + 6;
        }
        line(doc, y);
        doc
          .font('body')
          .fontSize(8)
          .fillColor(muted)
          .text('买家留言', left, y + 6);
        doc
          .fontSize(9)
          .fillColor(ink)
          .text(print.remark || '—', left + 40, y + 6, { width: width - 40 });
        doc
          .fontSize(7)
          .fillColor(muted)
          .text('请核对件数与封签完好后签收。', left, doc.page.height - 32, { width, align: 'center' });
      });
    },
  );
}
