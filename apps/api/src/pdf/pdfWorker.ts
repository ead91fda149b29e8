import { parentPort } from 'node:worker_threads';
import { guaranteePdf, type GuaranteePrint } from './guaranteePdf';
import { invoicePdf, type InvoicePrint } from './invoicePdf';
import { shippingPdf, type ShippingPrint } from './shippingPdf';

/** A request to the PDF worker (pdf/pdfPool.ts). Dates travel as they are (structured clone). */
export type PdfJob =
  | { kind: 'invoice'; print: InvoicePrint }
  | { kind: 'guarantee'; print: GuaranteePrint }
  | { kind: 'shipping'; print: ShippingPrint };

// The PDF worker thread: draws one document per message, answers its bytes or the error's message.
parentPort?.on('message', ({ id, job }: { id: number; job: PdfJob }) => {
  const drawn =
    job.kind === 'invoice'
      ? invoicePdf(job.print)
      : job.kind === 'guarantee'
        ? guaranteePdf(job.print)
        : shippingPdf(job.print);
  drawn.then(
    (bytes) => parentPort?.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]),
    (error: unknown) => parentPort?.postMessage({ id, error: String(error) }),
  );
});
