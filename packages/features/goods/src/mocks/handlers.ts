import { contentPaths } from '@mall/contract/content';
import { goodsPaths } from '@mall/contract/goods';
import { delay, http, HttpResponse } from 'msw';
import * as data from './data';

const paths = goodsPaths('mall');
const content = contentPaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
const notFound = () => HttpResponse.json({ code: 404, msg: '商品不存在或已下架' }, { status: 404 });

const catalogue = [data.ring, data.pendant];

/** MSW handlers answering the goods and gold-price calls like the reference server does (stories, tests). */
export const goodsHandlers = {
  default: [
    http.post(paths.queryGoodsDetails, async ({ request }) => {
      const { mouldNo } = (await request.json()) as { mouldNo: string };
      const goods = catalogue.find((candidate) => candidate.mouldNo === mouldNo);
      return goods ? ok(goods) : notFound();
    }),
    http.post(paths.getGoodsPriceStock, async ({ request }) => {
      const { mouldNo, attribute } = (await request.json()) as { mouldNo: string; attribute?: string };
      const goods = catalogue.find((candidate) => candidate.mouldNo === mouldNo);
      if (!goods) return notFound();
      const skus = attribute === undefined ? goods.skus : goods.skus.filter((sku) => sku.attribute === attribute);
      if (skus.length === 0) return notFound();
      return ok({
        goodsId: goods.goodsId,
        mouldNo,
        pricingMode: goods.pricingMode,
        skus,
        goldPrice: '1023.00',
        goldPriceInputTime: data.goldPrice.inputTime,
        readTime: data.goldPrice.readTime,
      });
    }),
    http.post(paths.getProductMarketings, () => ok(data.marketings)),
    http.post(paths.goodsApi, () => ok(data.comments)),
    http.post(paths.watermark, async ({ request }) => {
      const { mouldNo } = (await request.json()) as { mouldNo: string };
      return ok({ mouldNo, marks: [{ kind: 'hot', text: '热卖' }] });
    }),
    http.post(paths.productImages, async ({ request }) => {
      const { mouldNo } = (await request.json()) as { mouldNo: string };
      return ok({ mouldNo, images: catalogue.find((candidate) => candidate.mouldNo === mouldNo)?.images ?? [] });
    }),
    http.post(paths.recommendProducts, () => ok(data.recommendations)),
    http.get(content.todayGoldPrice, () => ok(data.goldPrice)),
    http.get(content.goldPriceDecorate, () => ok(null)),
    http.get(content.getAd, () => ok(data.goldAdverts)),
  ],
  noMarketings: [http.post(paths.getProductMarketings, () => ok([]))],
  detailLoading: [
    http.post(paths.queryGoodsDetails, async () => {
      await delay('infinite');
      return ok(data.ring);
    }),
  ],
  detailFailing: [
    http.post(paths.queryGoodsDetails, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 })),
  ],
  goldLoading: [
    http.get(content.todayGoldPrice, async () => {
      await delay('infinite');
      return ok(data.goldPrice);
    }),
  ],
  goldUnpublished: [
    http.get(content.todayGoldPrice, () => HttpResponse.json({ code: 404, msg: '今日金价暂未公布' }, { status: 404 })),
  ],
};
