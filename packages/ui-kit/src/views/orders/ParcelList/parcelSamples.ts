import type { ParcelListLabels } from './ParcelList';

/** The parcel list's words in zh-CN (story copy). */
export const sampleParcelListLabels: ParcelListLabels = {
  carrier: '快递公司',
  trackingNo: '运单号',
  copy: '复制',
  copyName: (trackingNo) => `复制运单号 ${trackingNo}`,
  showTimeline: '查看物流轨迹',
  hideTimeline: '收起物流轨迹',
  timeline: (title) => `${title}的物流轨迹`,
  noEvents: '包裹已出库，等待快递员揽收',
  quantity: '数量',
};
