import type { RuntimeConfig } from '@mall/contract';
import type { GoodsDetail } from '@mall/contract/goods';
import type { ServerData } from '@mall/core';
import { contentKeys } from '@mall/feature-content';
import { goodsKeys, productJsonLd } from '@mall/feature-goods';
import type { i18n as I18n } from 'i18next';
import { unstable_serialize } from 'swr';
import { parseMouldNo, parseQueryId } from '../app/pageQueries';
import { paths } from '../app/paths';
import { isRouteHandle } from '../app/routeHandle';
import { escapeHtml, scriptJson } from './document';

export type HeadInput = {
  i18n: I18n;
  config: RuntimeConfig;
  url: URL;
  /** The serving origin; the config's `hosts.origin` wins when set (the public address behind a proxy). */
  origin: string;
  /** The matched routes (the deepest with a handle names the page). */
  matches: readonly { route: { handle?: unknown } }[] | null;
  data: ServerData;
  status: number;
};

/** The answer under a key, when the page got one. */
function dataOf<T>(data: ServerData, key: readonly unknown[]): T | undefined {
  const answer = data[unstable_serialize(key)];
  return answer && 'data' in answer ? (answer.data as T) : undefined;
}

/** The piece a /goods page showed, from its answers. */
function goodsOf(url: URL, data: ServerData): GoodsDetail | undefined {
  if (url.pathname !== paths.goods('')) return undefined;
  return dataOf<GoodsDetail>(data, goodsKeys.detail(parseMouldNo(url.searchParams)));
}

/** What a topic or an article page is about (its own title, summary and picture), from its answers. */
function subjectOf(url: URL, data: ServerData): { title: string; description: string; image?: string } | undefined {
  const id = parseQueryId(url.searchParams);
  if (id === undefined) return undefined;
  if (url.pathname === paths.topic('')) {
    const topic = dataOf<{ title: string; subtitle: string; coverSrc: string }>(data, contentKeys.topic(id));
    return topic && { title: topic.title, description: topic.subtitle, image: topic.coverSrc };
  }
  if (url.pathname === paths.articleDetail()) {
    const article = dataOf<{ title: string; summary: string }>(data, contentKeys.article({ id }));
    return article && { title: article.title, description: article.summary };
  }
  return undefined;
}

/** The page's address for search engines: the public origin, the path and its query in a stable order. */
export function canonicalUrl(origin: string, url: URL): string {
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(query).toString();
  return `${origin}${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * The head of a server-rendered page (issue #16, search-engine ready): its own title (the route's,
 * or the piece's), description, canonical address, Open Graph tags for sharing, and on product
 * pages the schema.org Product JSON-LD. A page that does not exist is kept out of the index.
 */
export function pageHead({ i18n, config, url, origin, matches, data, status }: HeadInput): string {
  const t = i18n.getFixedT(null, 'app');
  const brand = config.brand.name;
  const handle = [...(matches ?? [])].reverse().find((match) => isRouteHandle(match.route.handle))?.route.handle;
  const pageName = isRouteHandle(handle) ? t(handle.titleKey) : brand;
  const publicOrigin = (config.hosts.origin.trim() || origin).replace(/\/+$/, '');
  const canonical = canonicalUrl(publicOrigin, url);
  const goods = status === 200 ? goodsOf(url, data) : undefined;
  const subject = status === 200 ? subjectOf(url, data) : undefined;
  const title = t('documentTitle', { page: goods?.title ?? subject?.title ?? pageName, brand });
  const description = goods
    ? t('seo.goodsDescription', {
        title: goods.title,
        brand: goods.brandName || brand,
        category: goods.categoryName,
        mouldNo: goods.mouldNo,
        price: goods.shopPrice,
        info: goods.titleInfo,
      }).trim()
    : subject?.description || t('seo.description', { brand });
  const image = new URL(goods?.thumb || subject?.image || config.brand.logo, publicOrigin).href;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    status === 200
      ? `<link rel="canonical" href="${escapeHtml(canonical)}">`
      : '<meta name="robots" content="noindex">',
    `<meta property="og:site_name" content="${escapeHtml(brand)}">`,
    `<meta property="og:type" content="${goods ? 'product' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${escapeHtml(i18n.language.replace('-', '_'))}">`,
  ];
  if (goods) tags.push(`<script type="application/ld+json">${scriptJson(productJsonLd(goods, canonical))}</script>`);
  return tags.join('');
}
