import type { LogisticsEvent } from './LogisticsTimeline';

/** A parcel on its way from Shenzhen to Hangzhou (zh-CN story copy), newest first. */
export const sampleInTransit: LogisticsEvent[] = [
  {
    id: '4',
    time: '2026-11-22 12:10',
    status: '运输中',
    description: '快件已到达【杭州转运中心】',
    place: '杭州市',
  },
  {
    id: '3',
    time: '2026-11-22 03:30',
    status: '运输中',
    description: '快件已从【武汉转运中心】发出，下一站【杭州转运中心】',
    place: '武汉市',
  },
  {
    id: '2',
    time: '2026-11-21 13:00',
    status: '运输中',
    description: '快件已从【深圳转运中心】发出，下一站【武汉转运中心】',
    place: '深圳市',
  },
  {
    id: '1',
    time: '2026-11-21 11:15',
    status: '已揽收',
    description: '【深圳】顺丰速运 已揽收，揽投员：王师傅',
    place: '深圳市',
  },
];

/** The same parcel two days later: out for delivery, then signed for. */
export const sampleSigned: LogisticsEvent[] = [
  {
    id: '6',
    time: '2026-11-23 17:20',
    status: '已签收',
    description: '快件已签收，签收人：本人签收。感谢使用顺丰速运，期待再次为您服务',
    place: '杭州市',
    isSigned: true,
  },
  {
    id: '5',
    time: '2026-11-23 14:05',
    status: '派送中',
    description: '快件已交给李师傅，正在派送途中（联系电话：136****2741），请保持电话畅通',
    place: '杭州市',
  },
  ...sampleInTransit,
];
