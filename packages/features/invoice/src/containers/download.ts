/**
 * Saves a PDF the answer carried (an invoice, issue #14) as a file: a Blob behind an object URL only
 * this page can read, released at once. One seam, so stories can watch the download.
 */
export const pdfDownload = {
  save(fileName: string, bytes: Uint8Array) {
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
