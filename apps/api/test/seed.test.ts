import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { actualAmountStatus, CHAT_HELP_SLUGS, orderFlags } from '@mall/contract';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/password';
import { migrate } from '../src/db/migrate';
import { regions } from '../src/lib/regions';
import { renderArtwork } from '../src/media/artwork';
import { DEMO_ACCOUNTS, SEED_VERSION, seed, type SeedResult } from '../src/seed';
import { categories, goldPriceFor, perGramPriceFen } from '../src/seed/catalog';
import { sweepUnpaid } from '../src/repositories/checkout';
import { engines, freshDatabase } from './harness';

/** 10:30 on 20 November 2026, China time: an ordinary day (no grey day), after the gold price is out. */
const now = new Date('2026-11-20T02:30:00.000Z');
const pepper = 'seed-test-pepper';

describe.each(engines())('the demo seed on %s (DESIGN.md §5)', (engine) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let first: SeedResult;
  let db: PgDatabase<PgQueryResultHKT>;

  /** Rows of a raw query; both drivers answer `{ rows }`. */
  const rows = async <T extends Record<string, unknown>>(query: SQL): Promise<T[]> =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T extends Record<string, unknown>>(query: SQL): Promise<T> => (await rows<T>(query))[0] as T;
  const ints = async (query: SQL): Promise<number[]> => (await rows<{ v: number }>(query)).map((row) => Number(row.v));

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
    await migrate(fresh.database);
    db = fresh.database.db as unknown as PgDatabase<PgQueryResultHKT>;
    const started = performance.now();
    first = await seed(fresh.database, { now, pepper });
    console.log(`seed on ${engine}: ${Math.round(performance.now() - started)} ms`);
  });
  afterAll(async () => fresh?.dispose());

  it('builds the catalogue: ≥ 200 goods in every category, each with 3–5 pictures', async () => {
    expect(first.skipped).toBe(false);
    expect(first.counts.goods).toBeGreaterThanOrEqual(200);
    const present = await rows<{ category: string }>(sql`select distinct category from goods`);
    expect(present.map((row) => row.category).sort()).toEqual([...categories].sort());
    const pictures = await ints(sql`select count(*)::int as v from goods_images group by goods_id`);
    expect(pictures).toHaveLength(first.counts.goods as number);
    expect(Math.min(...pictures)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...pictures)).toBeLessThanOrEqual(5);
    const [brands, series] = await ints(
      sql`select count(*)::int as v from brands union all select count(*)::int as v from series`,
    );
    expect(brands).toBeGreaterThanOrEqual(5);
    expect(series).toBeGreaterThan(brands as number);
    const mouldNos = await rows<{ mould_no: string }>(sql`select mould_no from goods`);
    expect(mouldNos.every((row) => /^JY[GDPKJZB]\d{5}$/.test(row.mould_no))).toBe(true);
  });

  it('points every picture at generated artwork the media route can draw', async () => {
    const sources = await rows<{ src: string }>(sql`
      select src from goods_images union all select src_link as src from adverts union all select cover_src as src from topics
      union all select icon_src as src from classifies where icon_src <> '' union all select image_src as src from gold_price_decorations
      union all select src_link as src from menus where src_link <> ''`);
    expect(sources.length).toBeGreaterThan(900);
    for (const { src } of sources) {
      const match = /^\/media\/([a-z]+)\/([^/]+)\.svg$/.exec(src);
      expect(match, src).not.toBeNull();
      expect(renderArtwork(match?.[1] as string, decodeURIComponent(match?.[2] as string)), src).not.toBeNull();
    }
  });

  it('gives every piece of a member’s successful order one guarantee, written by confirm receipt (issue #14)', async () => {
    const pieces = await one<{ v: number }>(
      sql`select coalesce(sum(i.qty), 0)::int as v from order_items i join orders o on o.id = i.order_id
          where o.order_state = 4 and o.member_id is not null`,
    );
    expect(pieces.v).toBeGreaterThan(0);
    expect(first.counts.guarantees).toBe(pieces.v);
    const zhang = await one<{ v: number }>(
      sql`select count(*)::int as v from guarantees g join members m on m.id = g.member_id where m.mobile = '13900000003'`,
    );
    expect(zhang.v).toBeGreaterThan(0);
    const other = await one<{ v: number }>(
      sql`select count(*)::int as v from guarantees g join orders o on o.id = g.order_id where o.order_state <> 4 or g.member_id <> o.member_id`,
    );
    expect(other.v).toBe(0);
  });

  it('exercises every category-line rule of spec §9 (types 1, 4, 9, 10; groups 1, 4, 5, 6, 34) and some without one', async () => {
    const types = await ints(sql`select distinct product_type_id as v from goods`);
    const groups = await ints(sql`select distinct product_group_id as v from goods`);
    expect(types).toEqual(expect.arrayContaining([1, 4, 9, 10]));
    expect(groups).toEqual(expect.arrayContaining([1, 4, 5, 6, 34]));
    expect(types.some((type) => ![1, 4, 9, 10].includes(type))).toBe(true);
    expect(groups.some((group) => ![1, 4, 5, 6, 34].includes(group))).toBe(true);
    const diamonds = await one<{ v: number }>(
      sql`select count(*)::int as v from goods where product_type_id = 1 and (detail_shape = '' or detail_size = '' or detail_count = '')`,
    );
    expect(diamonds.v).toBe(0);
    const rings = await one<{ v: number }>(
      sql`select count(*)::int as v from goods_skus s join goods g on g.id = s.goods_id where g.product_group_id = 1 and s.ring_size <> '' and s.attribute like 'ringSize:%'`,
    );
    expect(rings.v).toBeGreaterThan(50);
    const chains = await one<{ v: number }>(
      sql`select count(*)::int as v from goods_skus s join goods g on g.id = s.goods_id where g.product_group_id in (4, 6, 34) and s.chain_length <> ''`,
    );
    expect(chains.v).toBeGreaterThan(30);
    const custom = await one<{ v: number }>(
      sql`select count(*)::int as v from goods_skus where customized_size <> '' or customized_style <> '' or customized_direction <> ''`,
    );
    expect(custom.v).toBeGreaterThan(0);
    const oneSize = await one<{ v: number }>(sql`select count(*)::int as v from goods_skus where attribute = ''`);
    expect(oneSize.v).toBeGreaterThan(50);
  });

  it('has stock levels including zero on whole goods and on single sizes, never negative', async () => {
    const soldOut = await one<{ v: number }>(
      sql`select count(*)::int as v from (select goods_id from goods_skus group by goods_id having max(stock_web) = 0) as sold_out`,
    );
    expect(soldOut.v).toBeGreaterThan(0);
    const oneSizeOut = await one<{ v: number }>(sql`
      select count(*)::int as v from (select goods_id from goods_skus group by goods_id having min(stock_web) = 0 and max(stock_web) > 0) as partly`);
    expect(oneSizeOut.v).toBeGreaterThan(0);
    const lowest = await one<{ web: number; store: number }>(
      sql`select min(stock_web)::int as web, min(stock_store)::int as store from goods_skus`,
    );
    expect(lowest.web).toBeGreaterThanOrEqual(0);
    expect(lowest.store).toBeGreaterThanOrEqual(0);
  });

  it("prices per-gram goods with today's gold price (fen, rounded) and keeps fixed-price, presale and points goods", async () => {
    const price = await one<{ hk: number; tzjt: number; hgj: number; recycle: number; input_time: Date }>(
      sql`select today_price_hk as hk, today_price_tzjt as tzjt, today_price_hgj_shi as hgj, bai_jian_hj_price as recycle, input_time from gold_prices order by input_time desc limit 1`,
    );
    const perGram = await rows<{
      category: string;
      gold_weight_mg: number;
      labour_fee_fen: number;
      shop_price_fen: number;
    }>(sql`select category, gold_weight_mg, labour_fee_fen, shop_price_fen from goods where pricing_mode = 'per_gram'`);
    expect(perGram.length).toBeGreaterThan(30);
    for (const item of perGram) {
      expect(item.gold_weight_mg).toBeGreaterThan(0);
      expect(item.shop_price_fen).toBe(
        perGramPriceFen(
          item.gold_weight_mg,
          goldPriceFor(item.category, { todayPriceHK: price.hk, todayPriceTzjt: price.tzjt }),
          item.labour_fee_fen,
        ),
      );
    }
    expect(price.hk).toBeGreaterThan(90_000);
    expect(price.hk).toBeLessThan(110_000);
    expect(price.tzjt).toBeLessThan(price.hk);
    expect(price.recycle).toBeLessThan(price.tzjt);
    const modes = await rows<{ pricing_mode: string }>(
      sql`select distinct pricing_mode from goods order by pricing_mode`,
    );
    expect(modes.map((row) => row.pricing_mode)).toEqual(['fixed', 'per_gram']);
    const special = await one<{
      presell: number;
      points21: number;
      points23: number;
      links: number;
      hot: number;
      fresh: number;
    }>(sql`
      select count(*) filter (where is_presell and deposit_fen > 0 and presell_price_fen > 0)::int as presell,
             count(*) filter (where point_product_type = 21)::int as points21, count(*) filter (where point_product_type = 23)::int as points23,
             count(*) filter (where link_url is not null)::int as links, count(*) filter (where is_hot)::int as hot, count(*) filter (where is_new)::int as fresh from goods`);
    expect(special).toMatchObject({
      presell: expect.any(Number),
      points21: expect.any(Number),
      points23: expect.any(Number),
    });
    expect(
      Math.min(special.presell, special.points21, special.points23, special.links, special.hot, special.fresh),
    ).toBeGreaterThan(0);
    expect(special.links).toBeLessThanOrEqual(2);
  });

  it('keeps 60 daily gold prices at about 10:00 China time, none after now', async () => {
    const readings = await rows<{ input_time: Date | string }>(
      sql`select input_time from gold_prices order by input_time`,
    );
    expect(readings).toHaveLength(60);
    const times = readings.map((row) => new Date(row.input_time).getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - Math.min(...times)).toBeGreaterThan(58 * 86_400_000);
    for (const time of times) expect(new Date(time + 8 * 3_600_000).getUTCHours()).toBe(10);
  });

  it('runs marketing activities of type 6 (both isNoTop) and type 10 (both sides of the 9 boundary) on real goods (spec §9)', async () => {
    const activities = await rows<{ m_type: number; derate: string; is_no_top: boolean; goods: number }>(sql`
      select a.m_type, a.derate, a.is_no_top, count(g.goods_id)::int as goods from marketing_activities a
      join marketing_activity_goods g on g.activity_id = a.id where a.starts_at <= ${now} and a.ends_at > ${now} group by a.id order by a.id`);
    const fullMinus = activities.filter((activity) => activity.m_type === 6);
    const quantity = activities.filter((activity) => activity.m_type === 10);
    expect(new Set(fullMinus.map((activity) => activity.is_no_top))).toEqual(new Set([true, false]));
    expect(quantity.some((activity) => Number(activity.derate) > 9)).toBe(true);
    expect(quantity.some((activity) => Number(activity.derate) <= 9)).toBe(true);
    expect(activities.every((activity) => activity.goods > 0)).toBe(true);
  });

  it('writes content: header and footer menu trees, notices, grey days, adverts, topics, articles, help, keywords', async () => {
    const menus = await rows<{ menu_type: number; roots: number; children: number; ads: number }>(sql`
      select menu_type, count(*) filter (where pid is null)::int as roots, count(*) filter (where pid is not null)::int as children,
             count(*) filter (where src_link <> '' and ad_name <> '' and ad_to_link <> '')::int as ads from menus group by menu_type order by menu_type`);
    expect(menus.map((menu) => menu.menu_type)).toEqual([0, 1]);
    expect(menus.every((menu) => menu.roots >= 4 && menu.children > menu.roots)).toBe(true);
    expect(menus[0]?.ads).toBeGreaterThan(0);
    const headerTitles = await rows<{ title: string }>(
      sql`select title from menus where menu_type = 0 and pid is null order by sort`,
    );
    expect(headerTitles.map((row) => row.title)).toEqual(
      expect.arrayContaining(['首页', '黄金', '钻石', '铂金', 'K金', '翡翠玉石', '珍珠', '金条金章', '品牌故事']),
    );
    const helpLinks = await rows<{ jump_link: string }>(
      sql`select jump_link from menus where menu_type = 1 and jump_link like '/helpCenter?id=%'`,
    );
    const helpIds = await ints(sql`select id as v from articles where kind = 'help'`);
    expect(helpLinks.length).toBeGreaterThan(5);
    for (const { jump_link } of helpLinks) expect(helpIds).toContain(Number(jump_link.split('=')[1]));
    // The chat's quick answers open help pages by these slugs (issue #15): each is a seeded help page.
    const helpSlugs = await rows<{ slug: string }>(sql`select slug from articles where kind = 'help'`);
    expect(helpSlugs.map((row) => row.slug)).toEqual(expect.arrayContaining(Object.values(CHAT_HELP_SLUGS)));

    const notices = await rows<{ content: string; starts_at: Date; ends_at: Date | null }>(
      sql`select content, starts_at, ends_at from notices`,
    );
    const active = notices.filter(
      (notice) => new Date(notice.starts_at) <= now && (notice.ends_at === null || new Date(notice.ends_at) > now),
    );
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(notices.some((notice) => notice.ends_at !== null && new Date(notice.ends_at) <= now)).toBe(true);
    expect(notices.some((notice) => new Date(notice.starts_at) > now)).toBe(true);
    // 1380 px at ~14 px a character: the bar must scroll for at least one (spec §2).
    expect(Math.max(...active.map((notice) => notice.content.length))).toBeGreaterThan(100);
    expect(new Set(active.map((notice) => notice.content.length)).size).toBe(active.length);

    const gray = await rows<{ starts_on: string | Date; ends_on: string | Date; reason: string }>(
      sql`select starts_on::text as starts_on, ends_on::text as ends_on, reason from graying_days`,
    );
    expect(gray.map((row) => row.starts_on)).toEqual(expect.arrayContaining(['2026-04-05', '2026-12-13']));
    expect(gray.some((row) => String(row.starts_on) <= '2026-11-20' && String(row.ends_on) >= '2026-11-20')).toBe(
      false,
    );

    const tags = await ints(sql`select distinct tag_value as v from adverts order by v`);
    expect(tags).toEqual([1, 2, 3, 4, 5]);
    const topics = await rows<{ mould_nos: string[]; is_home_floor: boolean; body_html: string }>(
      sql`select mould_nos, is_home_floor, body_html from topics`,
    );
    expect(topics.length).toBeGreaterThanOrEqual(6);
    expect(topics.some((topic) => topic.is_home_floor)).toBe(true);
    const moulds = new Set(
      (await rows<{ mould_no: string }>(sql`select mould_no from goods`)).map((row) => row.mould_no),
    );
    for (const topic of topics) {
      expect(topic.mould_nos.length).toBeGreaterThan(0);
      for (const mouldNo of topic.mould_nos) expect(moulds.has(mouldNo)).toBe(true);
      expect(topic.body_html).not.toMatch(/<script|on\w+=|javascript:/i);
    }
    const pages = await rows<{ kind: string; title: string; body_html: string }>(
      sql`select kind, title, body_html from articles`,
    );
    expect(pages.filter((page) => page.kind === 'help').map((page) => page.title)).toEqual(
      expect.arrayContaining([
        '购物流程',
        '支付方式',
        '配送说明',
        '退换货政策',
        '发票说明',
        '会员积分规则',
        '联系我们',
      ]),
    );
    expect(pages.filter((page) => page.kind === 'article').length).toBeGreaterThanOrEqual(4);
    // issue #14: the brand news of /list and /detail.
    expect(pages.filter((page) => page.kind === 'news').length).toBeGreaterThanOrEqual(5);
    for (const page of pages) {
      expect((page.body_html.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(2);
      expect(page.body_html).not.toMatch(/<script|on\w+=|javascript:|https?:/i);
    }
    const keywords = await rows<{ kind: number; n: number }>(
      sql`select kind, count(*)::int as n from search_keywords group by kind order by kind`,
    );
    expect(keywords).toEqual([
      { kind: 1, n: expect.any(Number) },
      { kind: 2, n: expect.any(Number) },
    ]);
    expect(keywords[0]?.n).toBeGreaterThanOrEqual(20);
    expect(keywords[1]?.n).toBeGreaterThanOrEqual(5);
    expect((await ints(sql`select count(*)::int as v from banned_words`))[0]).toBeGreaterThanOrEqual(3);
    expect((await ints(sql`select count(*)::int as v from classifies where pid is not null`))[0]).toBeGreaterThan(10);
  });

  it('versions the legal clauses; exactly the three required ones of spec §9 are current and required', async () => {
    const required = await rows<{ clause_key: string; clause_version: string }>(
      sql`select clause_key, clause_version from clauses where is_required and clause_status = 1 order by clause_key`,
    );
    expect(required.map((row) => `${row.clause_key} ${row.clause_version}`)).toEqual([
      'personalInfoStatement V2',
      'rewardPlanTerms V2',
      'userAgreement V1',
    ]);
    const all = await rows<{ clause_key: string; clause_version: string; clause_status: number }>(
      sql`select clause_key, clause_version, clause_status from clauses`,
    );
    const keyed = all.map((row) => `${row.clause_key} ${row.clause_version} ${row.clause_status}`);
    expect(keyed).toEqual(
      expect.arrayContaining([
        'personalInfoStatement V1 0',
        'rewardPlanTerms V1 0',
        'membershipMigration V1 1',
        'memberProgrammeTerms V1 1',
      ]),
    );
    expect(
      all.some(
        (row) => row.clause_status === 0 && !['personalInfoStatement', 'rewardPlanTerms'].includes(row.clause_key),
      ),
    ).toBe(true);
  });

  it('creates the demo accounts of DEMO_ACCOUNTS at several card levels, passwords hashed from the MD5 the client sends', async () => {
    const members = await rows<{
      mobile: string;
      card_level: number;
      points: number;
      card_no: string;
      vip_no: string;
      member_title: number;
      password_hash: string;
    }>(sql`select mobile, card_level, points, card_no, vip_no, member_title, password_hash from members order by id`);
    expect(members.length).toBeGreaterThanOrEqual(6);
    expect(members.map((member) => member.mobile)).toEqual(DEMO_ACCOUNTS.members.map((member) => member.mobile));
    expect(new Set(members.map((member) => member.card_level)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(members.map((member) => member.member_title))).toEqual(new Set([1, 2, 3]));
    expect(
      members.every((member) => member.card_no && member.vip_no && member.password_hash.startsWith('$argon2id$')),
    ).toBe(true);
    const md5 = createHash('md5')
      .update(DEMO_ACCOUNTS.members[0]?.password as string)
      .digest('hex');
    expect(await verifyPassword(members[0]?.password_hash as string, md5, pepper)).toBe(true);
    expect(await verifyPassword(members[0]?.password_hash as string, md5, 'another-pepper')).toBe(false);

    const staff = await rows<{ staff_code: string; email: string; purchase_limit_fen: number; password_hash: string }>(
      sql`select staff_code, email, purchase_limit_fen, password_hash from staff where is_active`,
    );
    expect(staff.length).toBeGreaterThanOrEqual(3);
    expect(staff.map((person) => person.staff_code)).toEqual(
      expect.arrayContaining(DEMO_ACCOUNTS.staff.filter((person) => person.isActive).map((person) => person.staffCode)),
    );
    const staffMd5 = createHash('md5')
      .update(DEMO_ACCOUNTS.staff[0]?.password as string)
      .digest('hex');
    expect(await verifyPassword(staff[0]?.password_hash as string, staffMd5, pepper)).toBe(true);
  });

  it('gives the console its six roles and one demo staff member each; JY80003 stays a chat agent (issue #29)', async () => {
    const held = await rows<{ staff_code: string; role: string; is_chat_agent: boolean }>(sql`
      select s.staff_code, r.role, s.is_chat_agent from staff_roles r join staff s on s.id = r.staff_id order by s.staff_code`);
    expect(held.map((row) => `${row.staff_code}:${row.role}`)).toEqual([
      'JY80001:admin',
      'JY80002:operations',
      'JY80003:service',
      'JY80004:catalogue',
      'JY80005:content',
      'JY80006:finance',
    ]);
    expect(held.find((row) => row.staff_code === 'JY80003')?.is_chat_agent).toBe(true);
    const grants = await rows<{ role: string; permission: string }>(
      sql`select role, permission from ops_role_permissions where role in ('service', 'admin')`,
    );
    expect(grants.filter((row) => row.role === 'service').map((row) => row.permission)).toEqual(
      expect.arrayContaining(['orders.read', 'service.reply', 'members.read']),
    );
    expect(grants.filter((row) => row.role === 'service').map((row) => row.permission)).not.toContain('orders.ship');
    expect(grants.filter((row) => row.role === 'admin')).toHaveLength(13);
    expect(first.counts.ops_roles).toBe(6);
  });

  it("stocks the royalty shop with fixed-price pieces below their shop price, and gives each staff user this year's fund (spec §1, §6)", async () => {
    const range = await rows<{
      category: string;
      pricing_mode: string;
      is_on_sale: boolean;
      shop_price_fen: number;
      royalty_price_fen: number;
      limit_per_year: number;
    }>(sql`
      select g.category, g.pricing_mode, g.is_on_sale, g.shop_price_fen, r.royalty_price_fen, r.limit_per_year
      from royalty_goods r join goods g on g.id = r.goods_id`);
    expect(range.length).toBeGreaterThanOrEqual(12);
    expect(new Set(range.map((row) => row.category)).size).toBeGreaterThanOrEqual(5);
    for (const row of range) {
      expect(row).toMatchObject({ pricing_mode: 'fixed', is_on_sale: true });
      expect(Number(row.royalty_price_fen)).toBeLessThan(Number(row.shop_price_fen));
      expect(Number(row.royalty_price_fen) % 100).toBe(0);
      expect([1, 2]).toContain(Number(row.limit_per_year));
    }
    const funds = await rows<{ staff_code: string; year: number; granted_fen: number; used_fen: number }>(sql`
      select s.staff_code, f.year, f.granted_fen, f.used_fen from staff_royalty_funds f join staff s on s.id = f.staff_id order by s.staff_code`);
    expect(funds.map((fund) => fund.staff_code)).toEqual(
      expect.arrayContaining(DEMO_ACCOUNTS.staff.map((person) => person.staffCode)),
    );
    expect(funds.every((fund) => Number(fund.year) === 2026)).toBe(true);
    // 林晓 spent her fund in the mall only: what is used is what her rights-fund orders took.
    const [fundOrders] = await rows<{ orders: number; fund_fen: number }>(sql`
      select count(*)::int as orders, coalesce(sum(o.royalty_fund_fen), 0)::int as fund_fen
      from orders o join staff s on s.id = o.staff_id
      where s.staff_code = 'JY80001' and o.royalty_fund_fen > 0`);
    expect(Number(fundOrders?.orders)).toBe(2);
    expect(funds.find((fund) => fund.staff_code === 'JY80001')).toMatchObject({
      granted_fen: 800_000,
      used_fen: Number(fundOrders?.fund_fen),
    });
  });

  it('keeps each demo address with GB/T 2260 codes that name the same place (issue #13)', async () => {
    const addresses = await rows<Record<string, string>>(sql`
      select province, province_code, city, city_code, district, district_code from addresses order by id`);
    expect(addresses.length).toBeGreaterThanOrEqual(4);
    const { index } = regions();
    for (const row of addresses) {
      expect(
        index.check({
          provinceCode: String(row.province_code),
          province: String(row.province),
          cityCode: String(row.city_code),
          city: String(row.city),
          districtCode: String(row.district_code),
          district: String(row.district),
        }),
      ).toBeNull();
    }
    expect(addresses).toContainEqual({
      province: '上海市',
      province_code: '310000',
      city: '上海市',
      city_code: '310000',
      district: '浦东新区',
      district_code: '310115',
    });
  });

  it('writes orders in every state the order-centre rules distinguish (spec §4)', async () => {
    const orders = await rows<{
      id: number;
      order_no: string;
      order_state: number;
      order_type: number | null;
      payment_state: number;
      related_order_id: number | null;
      related_payment_state: number | null;
      linked_payment_state: number | null;
      pay_deadline: Date | null;
      deposit_end_pay_time: Date | null;
      balance_end_pay_time: Date | null;
      is_transfer_gift: boolean;
      transfer_gift_state: number | null;
      source: number;
      shipped_at: Date | null;
      received_at: Date | null;
      closed_at: Date | null;
      items: number;
      parcels: number;
      first_point_type: number | null;
    }>(sql`
      select o.*, (select count(*)::int from order_items i where i.order_id = o.id) as items,
             (select r.payment_state from orders r where r.id = o.related_order_id) as linked_payment_state,
             (select count(*)::int from parcels p where p.order_id = o.id) as parcels,
             (select i.point_product_type from order_items i where i.order_id = o.id order by i.id limit 1) as first_point_type
      from orders o order by o.id`);
    const time = (value: Date | null) => (value === null ? Number.NaN : new Date(value).getTime());
    const open = (value: Date | null) => time(value) > now.getTime();
    const past = (value: Date | null) => time(value) <= now.getTime();
    const has = (label: string, predicate: (order: (typeof orders)[number]) => boolean) =>
      expect(orders.some(predicate), label).toBe(true);

    has(
      '1 unpaid within deadline',
      (o) => o.order_state === 1 && o.order_type === null && o.source !== 23 && open(o.pay_deadline),
    );
    has('1 unpaid past deadline', (o) => o.order_state === 1 && o.order_type === null && past(o.pay_deadline));
    has(
      'deposit pending',
      (o) => o.order_state === 1 && o.order_type === 1 && o.payment_state === 0 && open(o.deposit_end_pay_time),
    );
    has(
      'deposit paid, related unpaid',
      (o) =>
        o.order_state === 1 &&
        o.order_type === 1 &&
        o.payment_state === 1 &&
        o.linked_payment_state === 0 &&
        open(o.balance_end_pay_time),
    );
    has(
      'deposit past its deadline',
      (o) => o.order_state === 1 && o.order_type === 1 && o.payment_state === 0 && past(o.deposit_end_pay_time),
    );
    has('balance within period', (o) => o.order_state === 1 && o.order_type === 2 && open(o.balance_end_pay_time));
    has('balance past period', (o) => o.order_state === 1 && o.order_type === 2 && past(o.balance_end_pay_time));
    has('2 pending shipment', (o) => o.order_state === 2 && !o.is_transfer_gift && o.order_type === null);
    has('9 pending shipment', (o) => o.order_state === 9);
    has('gift awaiting acceptance', (o) => o.order_state === 2 && o.is_transfer_gift && o.transfer_gift_state === 0);
    has(
      'deposit order in 2, balance open',
      (o) => o.order_state === 2 && o.order_type === 1 && open(o.balance_end_pay_time),
    );
    has(
      'deposit order in 2, balance over',
      (o) => o.order_state === 2 && o.order_type === 1 && past(o.balance_end_pay_time),
    );
    // The flags are derived by the shared rules, as the server does on every read (issue #12).
    const flags = (o: (typeof orders)[number]) =>
      orderFlags(
        {
          orderState: o.order_state,
          orderType: o.order_type as 1 | 2 | null,
          paymentState: o.payment_state,
          isTransferGift: o.is_transfer_gift,
          transferGiftState: o.transfer_gift_state,
        },
        { parcelCount: o.parcels },
      );
    has('3 shipped with logistics', (o) => o.order_state === 3 && flags(o).showViewLogisticsBtn);
    has('4 success with refund', (o) => o.order_state === 4 && flags(o).showRefundBtn);
    // Every order that left the warehouse has its parcels, and no other order has any (issue #12).
    expect(orders.filter((o) => o.parcels > 0).map((o) => o.order_no)).toEqual(
      orders.filter((o) => o.shipped_at !== null).map((o) => o.order_no),
    );
    has('a branch order: shipped in more than one parcel', (o) => o.parcels > 1);
    for (const state of [5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22])
      has(`state ${state}`, (o) => o.order_state === state);
    has('closed transfer gift', (o) => [5, 6, 7].includes(o.order_state) && o.is_transfer_gift);
    has('source 23', (o) => o.source === 23);
    has('points product 21 first', (o) => o.first_point_type === 21);
    has('points product 23 first', (o) => o.first_point_type === 23);
    has('more than 2 goods', (o) => o.items > 2);
    expect(new Set(orders.map((o) => actualAmountStatus(o.order_state)).filter((status) => status !== null))).toEqual(
      new Set([1, 2, 3, 4, 5, 6]),
    );
    // The timeline's steps: shipped and successful orders left, successful ones were received, closed ones closed.
    for (const o of orders) {
      const status = actualAmountStatus(o.order_state);
      expect(o.shipped_at !== null, `shipped_at of state ${o.order_state}`).toBe(status === 2 || status === 3);
      expect(o.received_at !== null, `received_at of state ${o.order_state}`).toBe(status === 3);
      expect(o.closed_at !== null, `closed_at of state ${o.order_state}`).toBe(status !== null && status >= 4);
      for (const at of [o.shipped_at, o.received_at, o.closed_at])
        if (at) expect(time(at)).toBeLessThanOrEqual(now.getTime());
    }
    expect(orders.every((o) => o.items > 0)).toBe(true);

    const byId = new Map(orders.map((o) => [o.id, o]));
    for (const order of orders.filter((o) => o.related_order_id !== null))
      expect(byId.get(order.related_order_id as number)?.related_order_id).toBe(order.id);

    const mismatched = await one<{ v: number }>(sql`
      select count(*)::int as v from order_items i left join goods g on g.id = i.goods_id
      where g.id is null or g.mould_no <> i.mould_no or g.title <> i.title or i.thumb not like '/media/goods/%'`);
    expect(mismatched.v).toBe(0);
  });

  it('takes the orders the server reaches through its own transitions, each with what a real one carries (issue #12)', async () => {
    const count = async (where: SQL) =>
      (await one<{ v: number }>(sql`select count(*)::int as v from orders o where ${where}`)).v;
    // Placed through checkout: stock reserved, a trade snapshot of every line. The staff's rights-fund
    // orders are handed over by the staff purchase system (paid from the fund, not at the cashier).
    const checkoutOrder = sql`o.order_type is null and o.royalty_fund_fen = 0`;
    expect(await count(sql`${checkoutOrder} and o.order_state between 1 and 7 and not o.stock_reserved`)).toBe(0);
    expect(
      await count(sql`exists (select 1 from order_items i where i.order_id = o.id
        and not exists (select 1 from order_item_snapshots s where s.order_item_id = i.id))`),
    ).toBe(0);
    // Paid by a settled payment attempt; refunded by a settled refund; reviewed through the review form.
    expect(
      await count(sql`${checkoutOrder} and o.order_state between 2 and 7 and o.payment_state > 0
        and not exists (select 1 from payments p where p.order_id = o.id and p.state = 'paid')`),
    ).toBe(0);
    expect(await count(sql`o.payment_state = 2`)).toBeGreaterThan(0);
    expect(
      await count(sql`o.payment_state = 2 and not exists (
        select 1 from refunds r where r.order_id = o.id and r.state = 'refunded')`),
    ).toBe(0);
    expect(await count(sql`exists (select 1 from order_reviews r where r.order_id = o.id)`)).toBe(2);
    // A paid deposit opened its balance order as a payment does, linked both ways.
    expect(await count(sql`o.order_type = 2 and o.related_order_id is null`)).toBe(0);
    // Open orders carry no idempotency key, so the warehouse simulator (which ships keyed orders) leaves them.
    expect(await count(sql`o.order_state in (1, 2, 3) and o.idempotency_key is not null`)).toBe(0);
  });

  it('gives the members a points history through the real rules: every balance is its ledger’s sum, never below zero in time order (issue #13)', async () => {
    expect(await rows(sql`select member_id from points_balance_mismatches`)).toEqual([]);
    const negative = await rows(sql`select id from points_ledger where balance_after < 0`);
    expect(negative).toEqual([]);
    // Each row's balance is the running sum in the order the page lists them.
    const restated = await rows(sql`
      select id from (
        select id, balance_after, sum(delta) over (partition by member_id order by occurred_at, id) as running
        from points_ledger) ledger
      where balance_after <> running`);
    expect(restated).toEqual([]);
    const reasons = new Set(
      (await rows<{ reason: string }>(sql`select distinct reason from points_ledger`)).map((row) => row.reason),
    );
    for (const reason of ['earned', 'spent', 'returned', 'refunded', 'clawback', 'expired'])
      expect(reasons).toContain(reason);
    // Store purchases, paid orders and a refund in the consumption record; the card levels follow it.
    const kinds = new Set(
      (await rows<{ kind: string }>(sql`select distinct kind from consumption_records`)).map((row) => row.kind),
    );
    expect(kinds).toEqual(new Set(['store', 'order', 'refund']));
    const levels = await rows<{ mobile: string; card_level: number }>(
      sql`select mobile, card_level from members order by id`,
    );
    for (const account of DEMO_ACCOUNTS.members) {
      const seeded = levels.find((row) => row.mobile === account.mobile);
      // Last year's store spending reaches the listed level; this year's orders may raise it, never lower it.
      expect(seeded?.card_level).toBeGreaterThanOrEqual(account.cardLevel);
    }
    // The e2e member of the membership journey (13900000008) starts with a small history and an address.
    const zhou = await one<{ points: number; addresses: number }>(sql`
      select points, (select count(*)::int from addresses where owner_uid = members.id) as addresses
      from members where mobile = '13900000008'`);
    expect(zhou.points).toBeGreaterThan(0);
    expect(zhou.addresses).toBe(1);
  });

  it('skips a second run of the same version, and rebuilds the same catalogue on reset', async () => {
    const before = await rows<{ mould_no: string; title: string; shop_price_fen: number }>(
      sql`select mould_no, title, shop_price_fen from goods order by id`,
    );
    const beforeOrders = await rows<{ order_no: string; pay_fen: number }>(
      sql`select order_no, pay_fen from orders order by id`,
    );
    const again = await seed(fresh.database, { now, pepper });
    expect(again).toEqual({ skipped: true, counts: {} });
    expect((await one<{ value: string }>(sql`select value from meta where key = 'seed_version'`)).value).toBe(
      SEED_VERSION,
    );

    const started = performance.now();
    const rebuilt = await seed(fresh.database, { now, pepper, reset: true });
    console.log(`seed --reset on ${engine}: ${Math.round(performance.now() - started)} ms`);
    expect(rebuilt.skipped).toBe(false);
    expect(rebuilt.counts).toEqual(first.counts);
    expect(await rows(sql`select mould_no, title, shop_price_fen from goods order by id`)).toEqual(before);
    expect(await rows(sql`select order_no, pay_fen from orders order by id`)).toEqual(beforeOrders);
    const lowest = await one<{ web: number; store: number }>(
      sql`select min(stock_web)::int as web, min(stock_store)::int as store from goods_skus`,
    );
    expect(Math.min(lowest.web, lowest.store)).toBeGreaterThanOrEqual(0);
  });

  it('never rebuilds an older seed when told to keep what exists (production), but does in development', async () => {
    await db.execute(sql`update meta set value = 'older-version' where key = 'seed_version'`);
    const kept = await seed(fresh.database, { now, pepper, keepExisting: true });
    expect(kept).toEqual({ skipped: true, counts: {} });
    expect((await one<{ value: string }>(sql`select value from meta where key = 'seed_version'`)).value).toBe(
      'older-version',
    );
    const rebuilt = await seed(fresh.database, { now, pepper });
    expect(rebuilt.skipped).toBe(false);
    expect((await one<{ value: string }>(sql`select value from meta where key = 'seed_version'`)).value).toBe(
      SEED_VERSION,
    );
  });

  it('closes the seeded unpaid orders at their deadlines as checkout orders are: none is left asking for a payment it cannot take (issue #31 item 5)', async () => {
    const unpaid = sql`order_state = 1 and payment_state = 0`;
    const overdue = async (at: Date) =>
      (await one<{ n: number }>(sql`select count(*)::int as n from orders where ${unpaid} and pay_deadline < ${at}`)).n;
    // The example whose deadline passed before the seed's moment closes at the first sweep.
    const due = await overdue(now);
    expect(due).toBeGreaterThan(0);
    expect(await sweepUnpaid(fresh.database.db, now, 1000)).toBe(due);
    expect(await overdue(now)).toBe(0);
    // A week on, every seeded unpaid order's deadline has passed: the sweep closes them all (state 5, 已关闭).
    const later = new Date(now.getTime() + 7 * 86_400_000);
    const open = (await one<{ n: number }>(sql`select count(*)::int as n from orders where ${unpaid}`)).n;
    const deposits = (
      await one<{ n: number }>(sql`select count(*)::int as n from orders where ${unpaid} and pay_deadline >= ${later}`)
    ).n;
    expect(await sweepUnpaid(fresh.database.db, later, 1000)).toBe(open - deposits);
    expect(await overdue(later)).toBe(0);
  });
});
