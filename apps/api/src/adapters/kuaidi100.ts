import { createHash } from 'node:crypto';
import type { CarrierCode, TrackingEvent, TrackingStatus } from '@mall/contract/orders';
import type { CarrierTracker, TrackQuery } from './carrier';

/** Kuaidi100's real-time query endpoint (实时快递查询). */
export const KUAIDI100_QUERY_URL = 'https://poll.kuaidi100.com/poll/query.do';

/** The mall's carrier codes as Kuaidi100 names them (its 快递公司编码, lower case). */
const companyCodes: Readonly<Record<CarrierCode, string>> = { SF: 'shunfeng', EMS: 'ems', JD: 'jd' };

/** Kuaidi100's signature: MD5 of param + key + customer, upper-case hex (its documented rule). */
export function kuaidi100Sign(param: string, key: string, customer: string): string {
  return createHash('md5').update(`${param}${key}${customer}`).digest('hex').toUpperCase();
}

/** The `param` JSON of a query: resultv2 1 asks for each event's status and area; newest first. */
export function kuaidi100Param(
  query: Pick<TrackQuery, 'carrierCode' | 'trackingNo' | 'phone' | 'fromCity' | 'toCity'>,
) {
  return JSON.stringify({
    com: companyCodes[query.carrierCode],
    num: query.trackingNo,
    phone: query.phone,
    from: query.fromCity,
    to: query.toCity,
    resultv2: '1',
    show: '0',
    order: 'desc',
  });
}

/** One event of Kuaidi100's `data` array (resultv2 1). */
type Kuaidi100Event = { time?: string; ftime?: string; context?: string; status?: string; areaName?: string };
type Kuaidi100Answer = { message?: string; state?: string | number; status?: string; data?: Kuaidi100Event[] };

/**
 * Kuaidi100's event statuses (揽收, 在途, 派件, 签收 and their finer resultv2 names) as the mall's four;
 * anything it has not named (疑难, 退回, 清关…) reads as in transit.
 */
export function kuaidi100Status(status: string | undefined): TrackingStatus {
  if (!status) return 'inTransit';
  if (status.includes('签收')) return 'signed';
  if (status.includes('派件') || status.includes('派送')) return 'delivering';
  if (status.includes('揽收')) return 'collected';
  return 'inTransit';
}

/** Kuaidi100 writes China time without a zone (2026-11-24 15:30:12). */
function chinaTimeToIso(text: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  if (!match) return undefined;
  const time = new Date(`${match[1]}T${match[2]?.length === 5 ? `${match[2]}:00` : match[2]}+08:00`);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/**
 * A query's answer as the mall's events, newest first. A waybill the carrier does not know yet (no
 * `data`) has no events; an error answer (`result: false`, `returnCode`) throws with its message.
 */
export function parseKuaidi100(answer: unknown): TrackingEvent[] {
  const body = (answer ?? {}) as Kuaidi100Answer & { result?: boolean; returnCode?: string };
  if (body.result === false)
    throw new Error(`Kuaidi100 refused the query: ${body.returnCode ?? ''} ${body.message ?? ''}`);
  const events = (body.data ?? []).flatMap((event): TrackingEvent[] => {
    const at = chinaTimeToIso(event.ftime ?? event.time ?? '');
    if (!at || !event.context) return [];
    return [{ at, status: kuaidi100Status(event.status), description: event.context, place: event.areaName ?? '' }];
  });
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export type Kuaidi100Options = {
  /** The account's 授权 key and customer id (KUAIDI100_KEY, KUAIDI100_CUSTOMER). */
  key: string;
  customer: string;
  /** Injected in tests (a fake server or a stub); the platform's fetch by default. */
  fetch?: typeof fetch;
  url?: string;
  /** Answers are kept this long per waybill: Kuaidi100 asks callers not to query the same waybill often. */
  cacheSeconds?: number;
  /** Milliseconds before a query gives up. */
  timeoutMs?: number;
};

/**
 * The production carrier tracker (CARRIER_PROVIDER=kuaidi100): Kuaidi100's real-time query, a form
 * POST of customer, sign and param. Answers are cached per waybill for a few minutes, as Kuaidi100
 * asks. Never called in a default run (the simulator answers there).
 */
export function kuaidi100Tracker(options: Kuaidi100Options): CarrierTracker {
  const send = options.fetch ?? fetch;
  const url = options.url ?? KUAIDI100_QUERY_URL;
  const cacheMs = (options.cacheSeconds ?? 600) * 1000;
  const cache = new Map<string, { until: number; events: TrackingEvent[] }>();
  return {
    name: 'kuaidi100',
    async track(query) {
      const cacheKey = `${query.carrierCode}:${query.trackingNo}`;
      const cached = cache.get(cacheKey);
      if (cached && cached.until > query.now.getTime()) return cached.events;
      const param = kuaidi100Param(query);
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          customer: options.customer,
          sign: kuaidi100Sign(param, options.key, options.customer),
          param,
        }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`Kuaidi100 answered HTTP ${response.status}`);
      const events = parseKuaidi100(await response.json());
      // A bounded cache: the oldest waybill goes first.
      if (cache.size >= 5000) cache.delete(cache.keys().next().value as string);
      cache.set(cacheKey, { until: query.now.getTime() + cacheMs, events });
      return events;
    },
  };
}
