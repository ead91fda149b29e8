/**
 * The photo rules both sides apply (issue #12 refunds and reviews): what a photo may be for, which
 * image types and how large. The mall checks a chosen file before sending it; the server checks the
 * same and the real bytes. No TypeBox here, so the mall can import the rules without the schemas.
 */

/**
 * What a photo is for: who may see it follows from it (a review's are public, the others the owner's).
 * An inquiry's logo (issue #14) is a visitor's: stored without an owner, limited per network.
 */
export const uploadPurposes = ['refund', 'review', 'feedback', 'inquiry', 'chat'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** The image types accepted, by their real bytes (the declared type must agree). */
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];

/** Largest photo accepted: 5 MB. */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be uploaded, before it is sent; the server checks the same and the real bytes. */
export type UploadProblem = 'type' | 'size' | 'empty';

/**
 * The check both sides make of a chosen file (issue #12: photos over the limit or not images get a
 * clear message): an accepted image type, not empty, at most {@link UPLOAD_IMAGE_MAX_BYTES}.
 */
export function uploadProblem(file: { type: string; size: number }): UploadProblem | null {
  if (!(uploadImageTypes as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return 'size';
  return null;
}
