import { contentPaths } from '@mall/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialStores } from '../src/db/schema';
import { engines, startTestApp } from './harness';

const paths = contentPaths('mall');

describe.each(engines())('official stores call on %s (/onlineOfficialStore; DESIGN.md §4)', (engine) => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  const get = async (url: string) => server.app.inject({ method: 'GET', url });
  const data = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return response.json().data as { areas: string[]; list: { name: string; area: string; channel: string }[] };
  };
  const names = (list: { name: string }[]) => list.map((store) => store.name);

  beforeAll(async () => {
    server = await startTestApp(engine);
    await server.database.db.insert(officialStores).values([
      {
        channel: 'offline',
        area: '北京',
        name: '国贸店',
        address: '建国门外大街 1 号',
        phone: '010-1',
        hours: '10:00-22:00',
        sort: 2,
      },
      { channel: 'online', area: '天猫', name: '官方旗舰店', url: 'https://shop.example/', sort: 1 },
      { channel: 'offline', area: '上海', name: '南京东路店', sort: 1 },
      { channel: 'offline', area: '北京', name: '王府井店', sort: 1 },
      { channel: 'online', area: '京东', name: '自营旗舰店', url: 'https://jd.example/', sort: 2 },
    ]);
  });
  afterAll(async () => server?.close());

  it("lists every store: online shops first, then boutiques, each in staff's order", async () => {
    const all = await data(paths.storeList);
    expect(names(all.list)).toEqual(['官方旗舰店', '自营旗舰店', '南京东路店', '王府井店', '国贸店']);
    expect(all.areas).toEqual(['天猫', '京东', '上海', '北京']);
  });

  it("narrows to a channel and lists that channel's areas for the city filter", async () => {
    const offline = await data(`${paths.storeList}?channel=offline`);
    expect(offline.areas).toEqual(['上海', '北京']);
    expect(names(offline.list)).toEqual(['南京东路店', '王府井店', '国贸店']);
    const online = await data(`${paths.storeList}?channel=online`);
    expect(names(online.list)).toEqual(['官方旗舰店', '自营旗舰店']);
  });

  it('narrows to one city and still lists every city of the channel', async () => {
    const beijing = await data(`${paths.storeList}?channel=offline&area=${encodeURIComponent('北京')}`);
    expect(beijing.areas).toEqual(['上海', '北京']);
    expect(names(beijing.list)).toEqual(['王府井店', '国贸店']);
    expect(beijing.list[0]).toEqual({
      id: expect.any(Number),
      channel: 'offline',
      area: '北京',
      name: '王府井店',
      address: '',
      phone: '',
      hours: '',
      url: '',
    });
    expect((await data(`${paths.storeList}?channel=offline&area=${encodeURIComponent('拉萨')}`)).list).toEqual([]);
  });

  it.each([
    [`${paths.storeList}?channel=shop`],
    [`${paths.storeList}?area=%00`],
    [`${paths.storeList}?area=${'城'.repeat(31)}`],
  ])('refuses %s with a 400 and a message', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/^请求参数有误/);
  });
});
