import { describe, expect, it } from 'vitest';
import { simulatedCarrier, simulatedJourney } from './carrier';

const shippedAt = new Date('2026-11-24T02:00:00Z');
const parcel = { carrierCode: 'SF' as const, trackingNo: 'SF1402836571924', fromCity: '深圳市', toCity: '杭州市' };
const track = (hoursLater: number, speed = 1) =>
  simulatedCarrier(speed).track({
    ...parcel,
    shippedAt,
    phone: '13900000001',
    now: new Date(shippedAt.getTime() + hoursLater * 3_600_000),
  });

describe('the simulated carrier: events appear over time from the ship time (issue #12)', () => {
  it('plans a believable journey: collected, 2–3 cities in transit, out for delivery, signed in 2–3 days', () => {
    for (const trackingNo of ['SF1402836571924', 'SF1000000000001', '1176408327516', 'JDVB03817265490']) {
      const steps = simulatedJourney({ ...parcel, trackingNo });
      expect(steps[0]).toMatchObject({ status: 'collected', place: '深圳市' });
      expect(steps[0]?.afterHours).toBeGreaterThanOrEqual(1);
      expect(steps[0]?.afterHours).toBeLessThan(2);
      expect(steps.at(-2)).toMatchObject({ status: 'delivering', place: '杭州市' });
      expect(steps.at(-1)).toMatchObject({ status: 'signed', place: '杭州市' });
      expect(steps.at(-1)?.afterHours).toBeGreaterThanOrEqual(40);
      expect(steps.at(-1)?.afterHours).toBeLessThanOrEqual(72);
      const cities = new Set(steps.filter((step) => step.status === 'inTransit').map((step) => step.place));
      expect(cities.size).toBeGreaterThanOrEqual(2);
      expect(cities.size).toBeLessThanOrEqual(4);
      const times = steps.map((step) => step.afterHours);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });

  it('is the same journey for the same waybill, and another for another', () => {
    expect(simulatedJourney(parcel)).toEqual(simulatedJourney(parcel));
    expect(simulatedJourney({ ...parcel, trackingNo: 'SF1999999999999' })).not.toEqual(simulatedJourney(parcel));
  });

  it('sorts a parcel for its own city without passing other hubs', () => {
    const steps = simulatedJourney({ ...parcel, toCity: '深圳市' });
    expect(new Set(steps.map((step) => step.place))).toEqual(new Set(['深圳市']));
    expect(steps.map((step) => step.status)).toEqual(['collected', 'inTransit', 'delivering', 'signed']);
  });

  it.each<[string, number, string[]]>([
    ['just shipped: nothing yet', 0.5, []],
    ['two hours on: collected', 2, ['collected']],
    ['a day on: on its way', 24, ['inTransit', 'collected']],
    ['three days on: signed for', 72, ['signed', 'delivering', 'inTransit', 'collected']],
  ])('%s', async (_case, hours, expected) => {
    const events = await track(hours);
    // Newest first, and only what has happened by now.
    expect([...new Set(events.map((event) => event.status))]).toEqual(expected);
    for (const event of events)
      expect(Date.parse(event.at)).toBeLessThanOrEqual(shippedAt.getTime() + hours * 3_600_000);
    const times = events.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('runs the carrier clock faster with CARRIER_SIM_SPEED: a whole journey in about a minute at 3600×', async () => {
    const fast = await track(80 / 3600, 3600);
    expect(fast[0]?.status).toBe('signed');
    expect(Date.parse(fast[0]?.at ?? '') - shippedAt.getTime()).toBeLessThan(80_000);
    expect(await track(0.5 / 3600, 3600)).toEqual([]);
  });

  it('describes each step in the carrier’s words', async () => {
    const events = await track(72);
    expect(events.at(-1)?.description).toMatch(/^【深圳】顺丰速运 已揽收，揽投员：.师傅$/);
    expect(events[0]?.description).toContain('快件已签收');
    expect(events.find((event) => event.status === 'delivering')?.description).toMatch(/1\d{2}\*{4}\d{4}/);
  });
});
