import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl, renderArtwork } from './artwork';
import { mediaRoutes } from './routes';

describe('GET /media/:kind/:name', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(mediaRoutes);
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['goods', 'ring-JYG00001-1'],
    ['advert', 'banner-bangle-1-古法金·传世之美'],
    ['topic', 'pearl-5-珍珠温润光华'],
    ['classify', 'jade'],
    ['article', 'diamond-4'],
  ])('serves %s/%s as an immutable SVG', async (kind, name) => {
    const response = await app.inject({ method: 'GET', url: mediaUrl(kind as 'goods', name) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toBe(renderArtwork(kind, name));
  });

  it('answers HEAD too (Fastify exposes it for GET routes)', async () => {
    const response = await app.inject({ method: 'HEAD', url: mediaUrl('goods', 'bar-JYB00001-1') });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    '/media/goods/ring-JYG00001-1',
    '/media/goods/ring-JYG00001-1.png',
    '/media/goods/ring-JYG00001-9.svg.svg',
    '/media/goods/sword-JYG00001-1.svg',
    '/media/video/ring.svg',
    '/media/goods/..%2F..%2Fetc%2Fpasswd.svg',
    '/media/goods/%3Cscript%3E.svg',
    `/media/advert/banner-ring-1-${'长'.repeat(40)}.svg`,
    `/media/goods/${'a'.repeat(93)}.svg`,
  ])('answers %s with 404 and a message', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, msg: expect.stringContaining('没有这张图片') });
  });
});
