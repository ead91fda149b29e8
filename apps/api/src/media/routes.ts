import type { FastifyInstance } from 'fastify';
import { artworkKinds, renderArtwork } from './artwork';

const kindPattern = new RegExp(`^(?:${artworkKinds.join('|')})$`);
/** Lower-case motif words, then hyphen-separated parts of letters, digits, Han characters or ·. */
const namePattern = /^[a-z]+(?:-[\p{Script=Han}A-Za-z0-9·]{1,24}){0,4}\.svg$/u;
const maxNameLength = 96;

/** The bytes never change for a URL (the art is a pure function of it), so caches may keep them. */
const immutable = 'public, max-age=31536000, immutable';

/** Rendered pictures by URL: a few hundred distinct names in the demo, bounded all the same. */
const cache = new Map<string, string>();
const cacheLimit = 2_000;

function render(kind: string, name: string): string | null {
  const key = `${kind}/${name}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const art = renderArtwork(kind, name);
  if (art !== null) {
    if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value as string);
    cache.set(key, art);
  }
  return art;
}

/**
 * `GET /media/:kind/:name.svg`: the generated artwork the seed's image URLs point at (no external
 * URLs, DESIGN.md §5). Anything that is not a known kind and a well-formed name answers 404.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['媒体 Media'],
    summary: '生成的商品、广告、专题图片（SVG）',
    params: {
      type: 'object',
      properties: { kind: { type: 'string', maxLength: 16 }, name: { type: 'string', maxLength: 200 } },
      required: ['kind', 'name'],
    },
  } as const;
  app.get<{ Params: { kind: string; name: string } }>('/media/:kind/:name', { schema }, async (request, reply) => {
    const { kind, name } = request.params;
    const art =
      kindPattern.test(kind) && name.length <= maxNameLength && namePattern.test(name)
        ? render(kind, name.slice(0, -'.svg'.length))
        : null;
    if (art === null)
      return reply.status(404).send({ code: 404, msg: `没有这张图片：${`${kind}/${name}`.slice(0, 120)}` });
    return (
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', immutable)
        // Opened on its own, an SVG is a document: let it run and fetch nothing.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(art)
    );
  });
}
