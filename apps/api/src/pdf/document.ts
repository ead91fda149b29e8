import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * The PDF documents the server hands out (issue #14: invoices and guarantee certificates), drawn
 * with pdfkit in Noto Sans SC (SIL Open Font License 1.1; the npm package
 * @expo-google-fonts/noto-sans-sc, so the font is pinned by the lockfile and needs no system package).
 * pdfkit embeds only the glyphs a document uses (a subset), so a page of Chinese weighs tens of KB,
 * not the font's 10 MB.
 */

const require = createRequire(import.meta.url);
const fontFolder = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));

let regular: Buffer | undefined;
let bold: Buffer | undefined;

/** The two weights, read once (about 10 MB each) and kept: every document parses its subset from them. */
function fonts(): { regular: Buffer; bold: Buffer } {
  regular ??= readFileSync(path.join(fontFolder, '400Regular', 'NotoSansSC_400Regular.ttf'));
  bold ??= readFileSync(path.join(fontFolder, '700Bold', 'NotoSansSC_700Bold.ttf'));
  return { regular, bold };
}

export type Pdf = InstanceType<typeof PDFDocument>;

/**
 * An A4 (or A6: shipping labels) document with the CJK font registered as `body` and `strong`, drawn by `draw`, answered as
 * bytes. Metadata (title, author) go in the document information; the creation date is `createdAt`
 * so the same facts make the same file.
 */
export function renderPdf(
  info: { title: string; author: string; createdAt: Date; size?: 'A4' | 'A6'; margin?: number },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const { regular: body, bold: strong } = fonts();
  const doc = new PDFDocument({
    size: info.size ?? 'A4',
    margin: info.margin ?? 48,
    info: { Title: info.title, Author: info.author, Creator: info.author, CreationDate: info.createdAt },
    lang: 'zh-CN',
    displayTitle: true,
  });
  doc.registerFont('body', body);
  doc.registerFont('strong', strong);
  doc.font('body');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A label and its value on one line at (x, y): the label muted, the value in the body colour. */
export function labelled(doc: Pdf, label: string, value: string, x: number, y: number, width: number): void {
  doc.font('body').fontSize(9).fillColor('#6b5a3a').text(label, x, y, { width: 72, lineBreak: false });
  doc
    .fillColor('#1f1a12')
    .fontSize(10)
    .text(value || '—', x + 72, y, { width: width - 72 });
}
