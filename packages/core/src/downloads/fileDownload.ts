/**
 * Saves bytes an answer carried as a file (an invoice or guarantee PDF, issue #14; the data export,
 * issue #13): a Blob behind an object URL only this page can read, released at once. The files are
 * the member's own and their calls carry the session's headers, so a plain link cannot fetch them.
 * One seam for every feature, so stories can watch the download.
 */
export const fileDownload = {
  save(fileName: string, bytes: Uint8Array, type: string) {
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
