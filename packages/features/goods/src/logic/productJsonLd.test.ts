import { describe, expect, it } from 'vitest';
import { ring } from '../mocks/data';
import { productJsonLd } from './productJsonLd';

const pageUrl = 'https://mall.example.cn/goods?mouldNo=JYG00001';

describe('productJsonLd (issue #16: schema.org Product for search engines)', () => {
  it('names the piece, its mould number as SKU and its brand', () => {
    const ld = productJsonLd(ring, pageUrl);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '足金古法福字戒指',
      sku: 'JYG00001',
      brand: { '@type': 'Brand', name: '金缘·古法' },
    });
  });

  it('gives sizes that differ in price as one AggregateOffer in CNY, from the lowest to the highest', () => {
    const prices = ring.skus.map((sku) => Number(sku.shopPrice));
    expect(productJsonLd(ring, pageUrl).offers).toEqual({
      '@type': 'AggregateOffer',
      url: pageUrl,
      priceCurrency: 'CNY',
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      offerCount: ring.skus.length,
      availability: 'https://schema.org/InStock',
    });
  });

  it.each([
    [false, 'https://schema.org/InStock'],
    [true, 'https://schema.org/OutOfStock'],
  ])('one price is an Offer; sold out %s → %s', (isSoldOut, availability) => {
    const one = { ...ring, isSoldOut, skus: ring.skus.slice(0, 1) };
    expect(productJsonLd(one, pageUrl).offers).toEqual({
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'CNY',
      price: ring.skus[0]?.shopPrice,
      availability,
    });
  });

  it('takes the promotion price when there is one (spec §9)', () => {
    const sku = { ...ring.skus[0]!, marketingPrice: '99.00' };
    expect(productJsonLd({ ...ring, skus: [sku] }, pageUrl).offers).toMatchObject({ price: '99.00' });
  });

  it('makes every picture an absolute link on the page’s origin, main pictures first', () => {
    const images = [
      { src: '/media/b.svg', kind: 'detail' as const, sort: 0 },
      { src: '/media/a.svg', kind: 'main' as const, sort: 1 },
    ];
    expect(productJsonLd({ ...ring, images }, pageUrl).image).toEqual([
      'https://mall.example.cn/media/a.svg',
      'https://mall.example.cn/media/b.svg',
    ]);
  });
});
