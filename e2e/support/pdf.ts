import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF as a reader extracts it (pdf.js). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await document.destroy();
  return text;
}

/** The bytes of a file the page downloaded (issue #14: the invoice and guarantee PDFs). */
export async function downloadedBytes(download: Download): Promise<Uint8Array> {
  return new Uint8Array(readFileSync((await download.path()) ?? ''));
}
