import { UPLOAD_IMAGE_MAX_BYTES } from '@mall/contract';
import { uploadPaths, type UploadedImage } from '@mall/contract/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimUploads, publishUploads } from '../src/repositories/uploads';
import { PRIVATE_LINK_SECONDS, UPLOADS_PER_HOUR } from '../src/services/uploads';
import { auth, checkoutEnv, insertCheckoutFixture, sessions } from './checkoutFixture';
import { engines, startTestApp } from './harness';

const paths = uploadPaths('mall');
/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
const member = (id: number) => ({ uid: id, memberId: id, staffId: null });

describe.each(engines())('photo uploads on %s (issue #12: refunds and reviews cite them)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let now = new Date('2026-11-20T02:30:00.000Z');
  let one = '';
  let two = '';
  let three = '';

  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await insertCheckoutFixture(s.database.db);
    const tokens = await sessions(s, [1, 2, 3]);
    [one, two, three] = [tokens[0] ?? '', tokens[1] ?? '', tokens[2] ?? ''];
  }, 60_000);
  afterAll(async () => s?.close());

  const upload = (token: string | null, body: Buffer, type = 'image/png', purpose = 'refund') =>
    s.app.inject({
      method: 'POST',
      url: `${paths.uploadImage}?purpose=${purpose}`,
      headers: { ...auth(token), 'content-type': type },
      payload: body,
    });
  const stored = async (token: string, purpose = 'refund'): Promise<UploadedImage> => {
    const response = await upload(token, png, 'image/png', purpose);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('keeps an image and gives its owner a signed link that reads it back with safe headers', async () => {
    const image = await stored(one);
    expect(image.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(image.url).toMatch(new RegExp(`^${paths.uploadImage}/${image.id}\\?e=\\d+&s=`));
    const read = await s.app.inject({ method: 'GET', url: image.url });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(png)).toBe(true);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-security-policy']).toContain('sandbox');
    expect(read.headers['content-disposition']).toBe(`inline; filename="${image.id}.png"`);
  });

  it('answers 404 for a private photo without its signature, with a forged one, or after the link expired', async () => {
    const image = await stored(one);
    const bare = `${paths.uploadImage}/${image.id}`;
    expect((await s.app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);
    const forged = image.url.replace(/s=.*/, 's=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await s.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const otherId = image.url.replace(image.id, 'A'.repeat(24));
    expect((await s.app.inject({ method: 'GET', url: otherId })).statusCode).toBe(404);
    const before = now;
    now = new Date(now.getTime() + (PRIVATE_LINK_SECONDS + 1) * 1000);
    try {
      const expired = await s.app.inject({ method: 'GET', url: image.url });
      expect(expired.statusCode).toBe(404);
      expect(expired.json().msg).toBe('图片不存在或链接已过期');
    } finally {
      now = before;
    }
  });

  it.each([
    [
      'HTML declared as a PNG',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/png',
      415,
      '只能上传 JPG、PNG 或 WebP 格式的图片',
    ],
    ['a PNG declared as a JPEG', png, 'image/jpeg', 415, '只能上传 JPG、PNG 或 WebP 格式的图片'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
      415,
      '只能上传 JPG、PNG 或 WebP 格式的图片',
    ],
    ['a PDF', Buffer.from('%PDF-1.7'), 'application/pdf', 415, '只能上传 JPG、PNG 或 WebP 格式的图片'],
    ['an empty image', Buffer.alloc(0), 'image/png', 400, '图片内容为空，请重新选择'],
    [
      'an image over 5 MB',
      Buffer.concat([png, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)]),
      'image/png',
      413,
      '图片不能超过 5MB，请压缩后再上传',
    ],
  ])('refuses %s with a clear message and keeps nothing', async (_name, body, type, status, msg) => {
    const response = await upload(three, body, type);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ code: status, msg });
  });

  it('needs a session and a known purpose', async () => {
    expect((await upload(null, png)).statusCode).toBe(401);
    const unknown = await upload(one, png, 'image/png', 'avatar');
    expect(unknown.statusCode).toBe(400);
  });

  it('lets a form claim only its owner’s unused photos of its purpose, once, and publishes them', async () => {
    const db = s.database.db;
    const [a, b] = [await stored(one), await stored(one)];
    const review = await stored(one, 'review');
    expect(await claimUploads(db, member(2), 'refund', [a.id], now)).toBe(false);
    expect(await claimUploads(db, member(1), 'review', [a.id], now)).toBe(false);
    expect(await claimUploads(db, member(1), 'refund', [a.id, a.id], now)).toBe(false);
    expect(await claimUploads(db, member(1), 'refund', [a.id, 'B'.repeat(24)], now)).toBe(false);
    expect(await claimUploads(db, member(1), 'refund', [a.id, b.id], now)).toBe(true);
    expect(await claimUploads(db, member(1), 'refund', [a.id], now)).toBe(false);
    await claimUploads(db, member(1), 'review', [review.id], now);
    await publishUploads(db, [review.id], now);
    const bare = await s.app.inject({ method: 'GET', url: `${paths.uploadImage}/${review.id}` });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['cache-control']).toContain('public');
  });

  it(`allows ${UPLOADS_PER_HOUR} photos an hour per shopper, then 429 until the hour has passed`, async () => {
    for (let index = 0; index < UPLOADS_PER_HOUR; index += 1) expect((await upload(two, png)).statusCode).toBe(200);
    const refused = await upload(two, png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('上传太频繁，请稍后再试');
    const before = now;
    now = new Date(now.getTime() + 3_600_001);
    try {
      // A session of the later hour (the first one has expired by then).
      const [later] = await sessions(s, [2]);
      expect((await upload(later ?? '', png)).statusCode).toBe(200);
    } finally {
      now = before;
    }
  });
});
