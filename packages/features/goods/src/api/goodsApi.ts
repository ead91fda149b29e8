import { contentCalls } from '@mall/contract/content';
import { footprintsCalls } from '@mall/contract/footprints';
import { goodsApiActions, goodsCalls } from '@mall/contract/goods';
import { bindCalls, type ApiClient } from '@mall/core';

/** The gold advert's position (spec §7 getAd tagValue=3). */
export const goldAdvertTag = 3;

/** One method per call of the product page and the gold-price page (spec §7 Goods; Marketing, content). */
export function createGoodsApi(client: ApiClient, productCode: string) {
  const goods = bindCalls(client, productCode, goodsCalls);
  const legacy = bindCalls(client, productCode, goodsApiActions);
  const content = bindCalls(client, productCode, contentCalls);
  const footprints = bindCalls(client, productCode, footprintsCalls);
  return {
    detail: (mouldNo: string) => goods.queryGoodsDetails({ mouldNo }),
    /** Price and stock of one attribute ('' for a one-size piece), read now: per-gram prices move. */
    priceStock: (mouldNo: string, attribute: string) => goods.getGoodsPriceStock({ mouldNo, attribute }),
    marketings: (goodsId: number) => goods.getProductMarketings({ goodsIds: [goodsId] }),
    comments: (mouldNo: string, pageIndex: number, pageSize: number) =>
      legacy.commentGoods({ body: { mouldNo, pageIndex, pageSize }, query: { action: 'commentgoods' } }),
    watermark: (mouldNo: string) => goods.watermark({ mouldNo }),
    images: (mouldNo: string) => goods.productImages({ mouldNo }),
    recommendations: (mouldNo: string, pageSize: number) => goods.recommendProducts({ mouldNo, pageSize }),
    todayGoldPrice: (days: number) => content.todayGoldPrice({ days }),
    goldPriceDecoration: () => content.goldPriceDecorate(),
    goldAdverts: () => content.getAd({ tagValue: goldAdvertTag }),
    /** Records that the signed-in member opened this piece (spec §7 updateUserFootPrint). */
    recordFootprint: (mouldNo: string) => footprints.update({ mouldNo }),
  };
}

export type GoodsApi = ReturnType<typeof createGoodsApi>;
