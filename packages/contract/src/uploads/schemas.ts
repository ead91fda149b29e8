import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, literalUnion } from '../envelope';
import { uploadPurposes } from '../rules/uploads';

// Photo uploads (issue #12 refunds and reviews; later feedback): the shopper's photos go up one
// at a time, as the image's own bytes, before the form that cites them is sent. The server keeps
// each under the data folder with its owner and purpose; a refund or a review then claims the
// photos it names (its own, of that purpose, not yet used), so a photo cannot be borrowed by
// another member or used twice. Designed in the order server's style (DESIGN.md §4).

/** A stored photo's id: 24 URL-safe characters, unguessable. */
export const UploadId = Type.String({ pattern: '^[A-Za-z0-9_-]{24}$' });

/**
 * The image's own bytes, sent with its Content-Type (no JSON: the route's content-type parser hands
 * them over as they are, and the route judges them by their magic numbers and size).
 */
export const UploadImageBytes = Type.Unsafe<Blob>({ description: '图片内容（image/jpeg、image/png 或 image/webp）' });

/** POST the image's bytes with its Content-Type (image/jpeg, image/png or image/webp) and `?purpose=`. */
export const UploadImageQuery = Type.Object({ purpose: literalUnion(uploadPurposes) }, { additionalProperties: true });
export type UploadImageQuery = Static<typeof UploadImageQuery>;

export const UploadedImageSchema = Type.Object(
  {
    id: UploadId,
    /** Where the photo is read from (same origin; the owner's session, or anyone once a review shows it). */
    url: Type.String(),
  },
  { additionalProperties: false },
);
export type UploadedImage = Static<typeof UploadedImageSchema>;
export const UploadImageResponse = CodeEnvelope(UploadedImageSchema);

export const UploadedImageParams = Type.Object({ id: UploadId });

/** A stored photo's link: the signature and expiry the upload's answer put in its URL (absent once a review shows it). */
export const UploadedImageQuery = Type.Object({ e: Type.Optional(Type.String()), s: Type.Optional(Type.String()) });

/** The photo's bytes (a Buffer is sent as it is, never serialised). */
export const UploadedImageFile = Type.Unsafe<Uint8Array>({
  description: '图片内容（image/jpeg、image/png 或 image/webp）',
});
