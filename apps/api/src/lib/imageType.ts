import type { UploadImageType } from '@mall/contract';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** "RIFF" at 0 and "WEBP" at 8. */
const riff = [0x52, 0x49, 0x46, 0x46];
const webp = [0x57, 0x45, 0x42, 0x50];

/**
 * The image type the bytes really are, by their magic numbers (JPEG FF D8 FF, PNG's 8-byte
 * signature, WebP's RIFF….WEBP), or null: a file is judged by its content, never by the type or
 * the name the browser declared (issue #12: "type and size checked server-side").
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, riff) && startsWith(bytes, webp, 8)) return 'image/webp';
  return null;
}
