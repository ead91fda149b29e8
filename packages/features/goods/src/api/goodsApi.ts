import {
  contentPaths,
  footprintPaths,
  goodsPaths,
  type Advert,
  type CodeEnvelopeOf,
  type CommentGoods,
  type DiscountActivity,
  type TodayGoldPrice,
  type GoldPriceDecoration,
  type GoodsCard,
  type GoodsDetail,
  type GoodsImage,
  type GoodsPriceStock,
  type WatermarkMark,
} from '@mall/contract';
import type { ApiClient } from '@mall/core';

/** The gold advert's position (spec §7 getAd tagValue=3). */
export const goldAdvertTag = 3;

/** One method per call of the product page and the gold-price page (spec §7 Goods; Marketing, content). */
export function createGoodsApi(client: ApiClient, productCode: string) {
  const paths = goodsPaths(productCode);
  const content = contentPaths(productCode);
  const data = async <T>(promise: Promise<CodeEnvelopeOf<T>>) => (await promise).data;
  return {
    detail: (mouldNo: string) => data(client.post<CodeEnvelopeOf<GoodsDetail>>(paths.queryGoodsDetails, { mouldNo })),
    /** Price and stock of one attribute ('' for a one-size piece), read now: per-gram prices move. */
    priceStock: (mouldNo: string, attribute: string) =>
      data(client.post<CodeEnvelopeOf<GoodsPriceStock>>(paths.getGoodsPriceStock, { mouldNo, attribute })),
    marketings: (goodsId: number) =>
      data(client.post<CodeEnvelopeOf<DiscountActivity[]>>(paths.getProductMarketings, { goodsIds: [goodsId] })),
    comments: (mouldNo: string, pageIndex: number, pageSize: number) =>
      data(
        client.post<CodeEnvelopeOf<CommentGoods>>(
          paths.goodsApi,
          { mouldNo, pageIndex, pageSize },
          { params: { action: 'commentgoods' } },
        ),
      ),
    watermark: (mouldNo: string) =>
      data(client.post<CodeEnvelopeOf<{ mouldNo: string; marks: WatermarkMark[] }>>(paths.watermark, { mouldNo })),
    images: (mouldNo: string) =>
      data(client.post<CodeEnvelopeOf<{ mouldNo: string; images: GoodsImage[] }>>(paths.productImages, { mouldNo })),
    recommendations: (mouldNo: string, pageSize: number) =>
      data(client.post<CodeEnvelopeOf<GoodsCard[]>>(paths.recommendProducts, { mouldNo, pageSize })),
    todayGoldPrice: (days: number) =>
      data(client.get<CodeEnvelopeOf<TodayGoldPrice>>(content.todayGoldPrice, { params: { days } })),
    goldPriceDecoration: () => data(client.get<CodeEnvelopeOf<GoldPriceDecoration | null>>(content.goldPriceDecorate)),
    goldAdverts: () =>
      data(client.get<CodeEnvelopeOf<Advert[]>>(content.getAd, { params: { tagValue: goldAdvertTag } })),
    /** Records that the signed-in member opened this piece (spec §7 updateUserFootPrint). */
    recordFootprint: (mouldNo: string) =>
      data(client.post<CodeEnvelopeOf<null>>(footprintPaths(productCode).update, { mouldNo })),
  };
}

export type GoodsApi = ReturnType<typeof createGoodsApi>;
