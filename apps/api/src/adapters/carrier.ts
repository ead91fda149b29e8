import { createHash } from 'node:crypto';
import { carrierNames, type CarrierCode, type TrackingEvent, type TrackingStatus } from '@mall/contract/orders';

/** What a tracking query needs: the waybill, and what a carrier's API wants beside it. */
export type TrackQuery = {
  carrierCode: CarrierCode;
  trackingNo: string;
  /** When the parcel left the warehouse. */
  shippedAt: Date;
  /** Where it left from and where it goes (city names, 深圳市 → 杭州市). */
  fromCity: string;
  toCity: string;
  /** The consignee's mobile: SF Express answers only with it (Kuaidi100 `phone`). */
  phone: string;
  now: Date;
};

/**
 * The carrier seam (DESIGN.md §5): a waybill → its tracking events, newest first, each with its
 * time, status (揽收, 运输中, 派送中, 已签收), the carrier's Chinese description and the city. The local
 * default is {@link simulatedCarrier}; `adapters/kuaidi100.ts` queries the real carriers.
 */
export interface CarrierTracker {
  readonly name: string;
  track(query: TrackQuery): Promise<TrackingEvent[]>;
}

/** The hubs a simulated parcel passes through on its way (none is ever its origin or destination). */
const hubs = [
  '武汉市',
  '郑州市',
  '长沙市',
  '南京市',
  '合肥市',
  '西安市',
  '济南市',
  '南昌市',
  '石家庄市',
  '天津市',
  '杭州市',
];
const couriers = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴'];

/** A simulated step: hours after shipping, and what the carrier says. */
export type SimulatedStep = { afterHours: number; status: TrackingStatus; description: string; place: string };

/** A city without its 市 suffix, as carriers name their hubs (【杭州转运中心】). */
const short = (city: string) => city.replace(/市$/, '') || city;

/**
 * The whole journey of a simulated parcel, deterministic from its waybill number: collected about an
 * hour after it leaves the warehouse, through one or two hubs (fewer when it stays in its city), out
 * for delivery on the second or third morning and signed for a few hours later — two to three days in all.
 */
export function simulatedJourney(query: Pick<TrackQuery, 'carrierCode' | 'trackingNo' | 'fromCity' | 'toCity'>) {
  const bytes = createHash('sha256').update(`${query.carrierCode}:${query.trackingNo}`).digest();
  const byte = (index: number) => bytes[index] ?? 0;
  const carrier = carrierNames[query.carrierCode];
  const from = query.fromCity || '深圳市';
  const to = query.toCity || from;
  const candidates = hubs.filter((hub) => hub !== from && hub !== to);
  const hubCount = 1 + (byte(0) % 2);
  const route = Array.from(
    { length: hubCount },
    (_, index) => candidates[(byte(1 + index) + index) % candidates.length],
  );
  const via = [...new Set(route.filter((hub): hub is string => hub !== undefined))];
  const courier = `${couriers[byte(4) % couriers.length]}师傅`;
  const courierPhone = `1${String(30 + (byte(5) % 60))}****${String(1000 + ((byte(6) * 37) % 9000)).slice(0, 4)}`;

  const steps: SimulatedStep[] = [];
  let hours = 1 + (byte(7) % 4) / 4;
  steps.push({
    afterHours: hours,
    status: 'collected',
    description: `【${short(from)}】${carrier} 已揽收，揽投员：${courier}`,
    place: from,
  });
  hours += 2 + (byte(8) % 3);
  if (from === to) {
    // A parcel for its own city is sorted there and goes out.
    steps.push({
      afterHours: hours,
      status: 'inTransit',
      description: `快件已到达【${short(from)}转运中心】，正在分拣`,
      place: from,
    });
  }
  const stops = from === to ? [] : [from, ...via, to];
  for (let index = 0; index < stops.length - 1; index += 1) {
    const here = stops[index] as string;
    const next = stops[index + 1] as string;
    steps.push({
      afterHours: hours,
      status: 'inTransit',
      description: `快件已从【${short(here)}转运中心】发出，下一站【${short(next)}转运中心】`,
      place: here,
    });
    hours += 7 + (byte(9 + index) % 6);
    steps.push({
      afterHours: hours,
      status: 'inTransit',
      description: `快件已到达【${short(next)}转运中心】`,
      place: next,
    });
    hours += 2;
  }
  // Out for delivery on the morning after the last hub: two to three days after shipping in all.
  hours = Math.max(hours + 6, 40 + (byte(12) % 16));
  steps.push({
    afterHours: hours,
    status: 'delivering',
    description: `快件已交给${courier}，正在派送途中（联系电话：${courierPhone}），请保持电话畅通`,
    place: to,
  });
  hours += 2 + (byte(13) % 5);
  steps.push({
    afterHours: hours,
    status: 'signed',
    description: `快件已签收，签收人：本人签收。感谢使用${carrier}，期待再次为您服务`,
    place: to,
  });
  return steps;
}

/**
 * The local carrier: answers the events of {@link simulatedJourney} that have happened by `now`,
 * newest first. `speed` scales the carrier's clock (1 is real time; 3600 makes an hour pass in a
 * second), so a development or end-to-end run can watch a parcel travel (CARRIER_SIM_SPEED).
 */
export function simulatedCarrier(speed = 1): CarrierTracker {
  return {
    name: 'simulator',
    async track(query) {
      const elapsedHours = ((query.now.getTime() - query.shippedAt.getTime()) / 3_600_000) * speed;
      return simulatedJourney(query)
        .filter((step) => step.afterHours <= elapsedHours)
        .map((step) => ({
          at: new Date(query.shippedAt.getTime() + (step.afterHours * 3_600_000) / speed).toISOString(),
          status: step.status,
          description: step.description,
          place: step.place,
        }))
        .reverse();
    },
  };
}
