/**
 * The page navigation the staff flow needs: a whole-page visit to the identity provider. One seam,
 * so stories can watch the navigation instead of leaving Storybook.
 */
export const staffFlowBrowser = {
  origin: () => globalThis.location.origin,
  assign: (url: string) => globalThis.location.assign(url),
};

/** The bytes of base64 text (the export's zip travels as base64 in its JSON answer). */
export function bytesOfBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
