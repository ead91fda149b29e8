/**
 * SWR keys of the goods feature; the first element is the domain (STYLE.md §5). The gold advert
 * (getAd, also the header's) uses core's `sharedKeys`.
 */
export const goodsKeys = {
  detail: (mouldNo: string) => ['goods', 'detail', mouldNo] as const,
  priceStock: (mouldNo: string, attribute: string) => ['goods', 'priceStock', mouldNo, attribute] as const,
  marketings: (goodsId: number) => ['goods', 'marketings', goodsId] as const,
  comments: (mouldNo: string, pageIndex: number, pageSize: number) =>
    ['goods', 'comments', mouldNo, pageIndex, pageSize] as const,
  watermark: (mouldNo: string) => ['goods', 'watermark', mouldNo] as const,
  images: (mouldNo: string) => ['goods', 'images', mouldNo] as const,
  recommendations: (mouldNo: string) => ['goods', 'recommendations', mouldNo] as const,
  todayGoldPrice: (days: number) => ['goods', 'todayGoldPrice', days] as const,
  goldPriceDecoration: () => ['goods', 'goldPriceDecoration'] as const,
};
