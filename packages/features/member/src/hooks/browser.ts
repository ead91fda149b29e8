/**
 * The page navigation the staff flow needs: a whole-page visit to the identity provider. One seam,
 * so stories can watch the navigation instead of leaving Storybook.
 */
export const staffFlowBrowser = {
  origin: () => globalThis.location.origin,
  assign: (url: string) => globalThis.location.assign(url),
};

/**
 * Saves bytes the answer carried as a file (the data export, issue #13): a Blob behind an object URL
 * that only this page can read, released at once. One seam, so stories can watch the download.
 */
export const downloadBrowser = {
  save(fileName: string, bytes: Uint8Array, type: string) {
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};

/** The bytes of base64 text (the export's zip travels as base64 in its JSON answer). */
export function bytesOfBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
