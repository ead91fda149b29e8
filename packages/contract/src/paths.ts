/**
 * Paths of the calls, with the spec's `{product}` segment filled from the runtime config's
 * productCode (DESIGN.md §1). One place for the server's routes and the mall's api modules.
 */
export function contentPaths(product: string) {
  const marketing = `/${product}-marketing-server`;
  return {
    menu: `${marketing}/api/v1/web/menu`,
    notice: `${marketing}/api/v1/web/notice`,
    isPageGraying: `${marketing}/cPageGrayingConfig/isPageGraying`,
    classifies: `${marketing}/api/v1/web/classifies`,
    topic: `${marketing}/api/v1/web/topic`,
    goldPriceDecorate: `${marketing}/api/v1/mini/getGoldPriceDecorate`,
    ctfTodayGoldPrice: `${marketing}/common/ctfTodayGoldPrice`,
    todayGoldPrice: `${marketing}/common/todayGoldPrice`,
    getAd: `/${product}-common2-server/adverseManage/getAd`,
  } as const;
}
