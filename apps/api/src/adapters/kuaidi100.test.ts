import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kuaidi100Param, kuaidi100Sign, kuaidi100Status, kuaidi100Tracker, parseKuaidi100 } from './kuaidi100';

const query = {
  carrierCode: 'SF' as const,
  trackingNo: 'SF1402836571924',
  phone: '13900000001',
  fromCity: '深圳市',
  toCity: '杭州市',
  shippedAt: new Date('2026-11-24T02:00:00Z'),
  now: new Date('2026-11-26T02:00:00Z'),
};

/** An answer in Kuaidi100's documented shape (resultv2 1: each event's status and area). */
const answer = {
  message: 'ok',
  nu: 'SF1402836571924',
  ischeck: '1',
  com: 'shunfeng',
  status: '200',
  state: '3',
  data: [
    {
      time: '2026-11-25 18:10:05',
      ftime: '2026-11-25 18:10:05',
      context: '快件已签收，签收人：本人',
      status: '签收',
      areaName: '浙江省,杭州市',
    },
    {
      time: '2026-11-26 09:00:00',
      ftime: '2026-11-26 09:00:00',
      context: '快件已签收（后补）',
      status: '签收',
      areaName: '',
    },
    {
      time: '2026-11-25 08:30:00',
      ftime: '2026-11-25 08:30:00',
      context: '快件交给李师傅，正在派送途中',
      status: '派件',
      areaName: '浙江省,杭州市',
    },
    {
      time: '2026-11-24 20:00:00',
      ftime: '2026-11-24 20:00:00',
      context: '快件在【武汉转运中心】完成分拣',
      status: '在途',
    },
    {
      time: '2026-11-24 11:05:00',
      ftime: '2026-11-24 11:05:00',
      context: '顺丰速运 已收取快件',
      status: '揽收',
      areaName: '广东省,深圳市',
    },
    { time: 'not a time', context: '坏数据' },
  ],
};

describe('Kuaidi100 real-time query (production carrier tracker, issue #12)', () => {
  it('signs MD5(param + key + customer) in upper-case hex, as Kuaidi100 documents', () => {
    const param = '{"com":"yuantong","num":"500306190180"}';
    expect(kuaidi100Sign(param, 'KEY123', 'CUSTOMER9')).toBe(
      createHash('md5').update(`${param}KEY123CUSTOMER9`).digest('hex').toUpperCase(),
    );
    expect(kuaidi100Sign(param, 'KEY123', 'CUSTOMER9')).toMatch(/^[0-9A-F]{32}$/);
  });

  it('asks for the carrier by its Kuaidi100 code with the phone SF Express requires', () => {
    expect(JSON.parse(kuaidi100Param(query))).toEqual({
      com: 'shunfeng',
      num: 'SF1402836571924',
      phone: '13900000001',
      from: '深圳市',
      to: '杭州市',
      resultv2: '1',
      show: '0',
      order: 'desc',
    });
    expect(JSON.parse(kuaidi100Param({ ...query, carrierCode: 'EMS' })).com).toBe('ems');
    expect(JSON.parse(kuaidi100Param({ ...query, carrierCode: 'JD' })).com).toBe('jd');
  });

  it.each([
    ['揽收', 'collected'],
    ['在途', 'inTransit'],
    ['干线', 'inTransit'],
    ['派件', 'delivering'],
    ['派送中', 'delivering'],
    ['签收', 'signed'],
    ['本人签收', 'signed'],
    ['疑难', 'inTransit'],
    [undefined, 'inTransit'],
  ])('reads the event status %s as %s', (status, expected) => {
    expect(kuaidi100Status(status)).toBe(expected);
  });

  it('parses its data array into events, newest first, in China time, skipping what it cannot read', () => {
    const events = parseKuaidi100(answer);
    expect(events.map((event) => [event.at, event.status])).toEqual([
      ['2026-11-26T01:00:00.000Z', 'signed'],
      ['2026-11-25T10:10:05.000Z', 'signed'],
      ['2026-11-25T00:30:00.000Z', 'delivering'],
      ['2026-11-24T12:00:00.000Z', 'inTransit'],
      ['2026-11-24T03:05:00.000Z', 'collected'],
    ]);
    expect(events[1]).toMatchObject({ description: '快件已签收，签收人：本人', place: '浙江省,杭州市' });
  });

  it('answers no events for a waybill it does not know yet, and throws on a refusal', () => {
    expect(parseKuaidi100({ message: 'ok', state: '0', data: [] })).toEqual([]);
    expect(() => parseKuaidi100({ result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' })).toThrow(
      /查询无结果/,
    );
  });

  describe('against a local stand-in for its server', () => {
    const received: { body: URLSearchParams; type: string | undefined }[] = [];
    const server = createServer(async (request: IncomingMessage, response) => {
      let text = '';
      for await (const chunk of request) text += String(chunk);
      received.push({ body: new URLSearchParams(text), type: request.headers['content-type'] });
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          text.includes('SF1000000000000') ? { result: false, returnCode: '503', message: '验证签名失败' } : answer,
        ),
      );
    });
    let url = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/poll/query.do`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('posts customer, sign and param as a form, and keeps the answer a while per waybill', async () => {
      const tracker = kuaidi100Tracker({ key: 'KEY123', customer: 'CUSTOMER9', url, cacheSeconds: 60 });
      const events = await tracker.track(query);
      expect(events[0]?.status).toBe('signed');
      expect(received).toHaveLength(1);
      const sent = received[0];
      expect(sent?.type).toBe('application/x-www-form-urlencoded');
      const param = sent?.body.get('param') ?? '';
      expect(JSON.parse(param).num).toBe('SF1402836571924');
      expect(sent?.body.get('customer')).toBe('CUSTOMER9');
      expect(sent?.body.get('sign')).toBe(kuaidi100Sign(param, 'KEY123', 'CUSTOMER9'));

      expect(await tracker.track({ ...query, now: new Date(query.now.getTime() + 30_000) })).toEqual(events);
      expect(received).toHaveLength(1);
      await tracker.track({ ...query, now: new Date(query.now.getTime() + 61_000) });
      expect(received).toHaveLength(2);
    });

    it('rejects when Kuaidi100 refuses the query', async () => {
      const tracker = kuaidi100Tracker({ key: 'KEY123', customer: 'CUSTOMER9', url });
      await expect(tracker.track({ ...query, trackingNo: 'SF1000000000000' })).rejects.toThrow(/验证签名失败/);
    });
  });
});
