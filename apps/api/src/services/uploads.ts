import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { uploadProblem, type UploadPurpose } from '@mall/contract';
import { type UploadedImage } from '@mall/contract/uploads';
import type { BlobStore } from '../adapters/blobStore';
import type { Db } from '../db/database';
import { sniffImageType } from '../lib/imageType';
import type { Buyer } from '../repositories/orderBasics';
import { keepInstallSecret } from '../repositories/installSecrets';
import { uploadRepository } from '../repositories/uploads';

/** Most photos one shopper may upload in an hour: a form needs at most 6, a few retries included. */
export const UPLOADS_PER_HOUR = 60;
/** Most logos one network may send in an hour without signing in (an inquiry's, issue #14). */
export const VISITOR_UPLOADS_PER_HOUR = 20;
/** The one purpose a visitor may upload for: an enterprise inquiry's logo (issue #14). */
export const visitorPurpose = 'inquiry' satisfies UploadPurpose;
/** How long a link to a private photo (a refund's, a feedback's) stays readable: an hour. */
export const PRIVATE_LINK_SECONDS = 60 * 60;

/** Why an upload was refused, with the HTTP status and the message the shopper reads. */
export const uploadRefusals = {
  type: { status: 415, msg: '只能上传 JPG、PNG 或 WebP 格式的图片' },
  size: { status: 413, msg: '图片不能超过 5MB，请压缩后再上传' },
  empty: { status: 400, msg: '图片内容为空，请重新选择' },
  rate: { status: 429, msg: '上传太频繁，请稍后再试' },
} as const;
export type UploadRefusal = keyof typeof uploadRefusals;

const signingKey = 'upload_link_secret';

/**
 * Photo uploads (issue #12 refunds and reviews): the bytes are judged by what they are (the
 * declared type must be an accepted image and agree with the magic numbers), kept in the blob
 * store under an unguessable id, and read back by a link that is either public (a published
 * review's photo) or signed and short-lived (anything else: only its owner is given the link).
 */
export async function uploadService(db: Db, store: BlobStore, clock: () => Date, pathOf: (id: string) => string) {
  const repository = uploadRepository(db);
  const secret = await keepInstallSecret(db, signingKey, randomBytes(32).toString('hex'));
  if (!secret) throw new Error('the photo link secret could not be stored');
  const signature = (id: string, expires: number) =>
    createHmac('sha256', secret).update(`${id}.${expires}`).digest('base64url');

  /** A link anyone holding it may read until it expires (private photos); published photos need none. */
  function linkOf(id: string, isPublic: boolean): string {
    if (isPublic) return pathOf(id);
    const expires = Math.floor(clock().getTime() / 1000) + PRIVATE_LINK_SECONDS;
    return `${pathOf(id)}?e=${expires}&s=${signature(id, expires)}`;
  }

  function isSignedNow(id: string, expires: string | undefined, given: string | undefined): boolean {
    if (!expires || !given || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) < Math.floor(clock().getTime() / 1000)) return false;
    const expected = Buffer.from(signature(id, Number(expires)));
    const presented = Buffer.from(given);
    return presented.length === expected.length && timingSafeEqual(presented, expected);
  }

  return {
    linkOf,

    /** Stores one photo of the owner's (null: a visitor's, from `ip`) for `purpose`, or says why not. */
    async upload(
      owner: Buyer | null,
      purpose: UploadPurpose,
      declaredType: string,
      bytes: Buffer,
      ip: string,
    ): Promise<{ image: UploadedImage } | { refused: UploadRefusal }> {
      const declared = uploadProblem({ type: declaredType, size: bytes.length });
      if (declared) return { refused: declared };
      const mime = sniffImageType(bytes);
      if (mime === null || mime !== declaredType.toLowerCase()) return { refused: 'type' };
      const now = clock();
      const limit = owner === null ? VISITOR_UPLOADS_PER_HOUR : UPLOADS_PER_HOUR;
      if ((await repository.countSince(owner, ip, new Date(now.getTime() - 3_600_000))) >= limit) {
        return { refused: 'rate' };
      }
      const id = randomBytes(18).toString('base64url');
      // Bytes first: a row never points at nothing; bytes without a row are unreachable.
      await store.put(`${purpose}/${id}`, bytes);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await repository.create({ id, owner, ip, purpose, mime, bytes: bytes.length, sha256, now });
      return { image: { id, url: linkOf(id, false) } };
    },

    /**
     * The photo for a reader holding its link: a published photo for anyone, another only with a
     * valid, unexpired signature. Undefined otherwise (the same answer as an unknown id).
     */
    async read(id: string, expires?: string, given?: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
      const row = await repository.byId(id);
      if (!row) return undefined;
      if (row.publishedAt === null && !isSignedNow(id, expires, given)) return undefined;
      const bytes = await store.get(`${row.purpose}/${id}`);
      return bytes ? { mime: row.mime, bytes } : undefined;
    },
  };
}

export type UploadService = Awaited<ReturnType<typeof uploadService>>;
