import { TodayGoldContainer } from '@mall/feature-goods';

/** /todaygold (spec §2, §3): today's four gold prices in 元/克, the reading time and the recent days. */
export function TodayGoldPage() {
  return <TodayGoldContainer />;
}

export default TodayGoldPage;
