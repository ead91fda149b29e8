import type { GoodsDetail } from '@mall/contract/goods';

/** A price string of the contract ("3580.00") as schema.org wants it; "0.00" is no price. */
const positive = (price: string) => (Number(price) > 0 ? price : null);

/** The price a shopper pays for one SKU: the promotion price when there is one (spec §9), else the shop price. */
const skuPrice = (sku: { shopPrice: string; marketingPrice: string }) => positive(sku.marketingPrice) ?? sku.shopPrice;

/**
 * The schema.org `Product` of a product page (issue #16, for Baidu and WeChat search): name, the
 * pictures as absolute links, SKU = the mould number, the brand, and the offer in CNY with its
 * availability (web stock; sold out is OutOfStock). Pieces whose sizes differ in price give an
 * AggregateOffer from the lowest to the highest.
 */
export function productJsonLd(goods: GoodsDetail, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const images = [...goods.images]
    .sort((a, b) => (a.kind === b.kind ? a.sort - b.sort : a.kind === 'main' ? -1 : 1))
    .map((image) => new URL(image.src, origin).href);
  const prices = (goods.skus.length > 0 ? goods.skus.map(skuPrice) : [skuPrice(goods)]).map(Number);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const availability = `https://schema.org/${goods.isSoldOut ? 'OutOfStock' : 'InStock'}`;
  const offers =
    low === high
      ? { '@type': 'Offer', url: pageUrl, priceCurrency: 'CNY', price: low.toFixed(2), availability }
      : {
          '@type': 'AggregateOffer',
          url: pageUrl,
          priceCurrency: 'CNY',
          lowPrice: low.toFixed(2),
          highPrice: high.toFixed(2),
          offerCount: prices.length,
          availability,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.title,
    ...(images.length > 0 ? { image: images } : {}),
    sku: goods.mouldNo,
    mpn: goods.mouldNo,
    ...(goods.titleInfo ? { description: goods.titleInfo } : {}),
    ...(goods.brandName ? { brand: { '@type': 'Brand', name: goods.brandName } } : {}),
    ...(goods.categoryName ? { category: goods.categoryName } : {}),
    offers,
  };
}
