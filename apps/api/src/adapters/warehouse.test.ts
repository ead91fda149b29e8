import { describe, expect, it } from 'vitest';
import {
  handPackingProblem,
  carrierFor,
  simulatedWarehouse,
  splitIntoParcels,
  trackingNumber,
  warehouseOf,
  type PickLine,
} from './warehouse';

/** A line of `qty` pieces: jewellery (group 1 戒指) unless told otherwise. */
const line = (orderItemId: number, qty: number, changes: Partial<PickLine> = {}): PickLine => ({
  orderItemId,
  qty,
  productGroupId: 1,
  pointProductType: null,
  ...changes,
});
const bar = { productGroupId: 8 };
const medal = { productGroupId: 9 };
const gift = { productGroupId: null, pointProductType: 23 };

describe('which warehouse keeps a line (issue #12 fulfilment simulator)', () => {
  it.each<[string, Partial<PickLine>, string]>([
    ['a ring', {}, 'jewellery'],
    ['a gold bar (group 8 金条)', bar, 'bullion'],
    ['a gold medal (group 9 金章)', medal, 'bullion'],
    ['a points gift (type 23)', gift, 'gifts'],
    ['a points product of type 21', { pointProductType: 21 }, 'gifts'],
    ['a piece with no group', { productGroupId: null }, 'jewellery'],
  ])('%s → %s', (_case, changes, expected) => {
    expect(warehouseOf(line(1, 1, changes))).toBe(expected);
  });
});

describe('the parcel split rule: a branch order leaves in several parcels (spec §2 /myIndex/branchOrder)', () => {
  /** The plan as [warehouse, [item, qty]…] per parcel. */
  const plan = (lines: PickLine[]) =>
    splitIntoParcels(lines).map((parcel) => [
      parcel.warehouse,
      parcel.items.map((item) => `${item.orderItemId}×${item.qty}`).join(' '),
    ]);

  it.each<[string, PickLine[], [string, string][]]>([
    ['one ring: one parcel', [line(1, 1)], [['jewellery', '1×1']]],
    ['two pieces fill one insured box', [line(1, 1), line(2, 1)], [['jewellery', '1×1 2×1']]],
    ['a pair of earrings is one box', [line(1, 2)], [['jewellery', '1×2']]],
    [
      'three pieces take two boxes, in line order',
      [line(1, 1), line(2, 1), line(3, 1)],
      [
        ['jewellery', '1×1 2×1'],
        ['jewellery', '3×1'],
      ],
    ],
    [
      "a line's pieces go on into the next box",
      [line(1, 1), line(2, 3)],
      [
        ['jewellery', '1×1 2×1'],
        ['jewellery', '2×2'],
      ],
    ],
    ['a gold bar travels alone, however many', [line(1, 3, bar)], [['bullion', '1×3']]],
    [
      'two bullion lines: two sealed parcels',
      [line(1, 1, bar), line(2, 2, medal)],
      [
        ['bullion', '1×1'],
        ['bullion', '2×2'],
      ],
    ],
    [
      'jewellery first, then bullion, then gifts together',
      [line(1, 1, gift), line(2, 1, bar), line(3, 1), line(4, 1, gift), line(5, 2)],
      [
        ['jewellery', '3×1 5×1'],
        ['jewellery', '5×1'],
        ['bullion', '2×1'],
        ['gifts', '1×1 4×1'],
      ],
    ],
    ['nothing to ship: no parcel', [], []],
  ])('%s', (_case, lines, expected) => {
    expect(plan(lines)).toEqual(expected);
  });

  it('never loses or invents a piece', () => {
    const lines = [line(1, 5), line(2, 1, bar), line(3, 2, gift), line(4, 3)];
    const packed = new Map<number, number>();
    for (const parcel of splitIntoParcels(lines))
      for (const item of parcel.items) packed.set(item.orderItemId, (packed.get(item.orderItemId) ?? 0) + item.qty);
    expect(Object.fromEntries(packed)).toEqual({ 1: 5, 2: 1, 3: 2, 4: 3 });
  });
});

describe('carriers and waybills', () => {
  it('sends bullion by SF Express always', () => {
    for (let index = 0; index < 50; index += 1) expect(carrierFor(`JY${index}`, 1, 'bullion')).toBe('SF');
  });

  it('chooses the same carrier for the same parcel, mostly SF with some EMS and JD', () => {
    const chosen = Array.from({ length: 400 }, (_, index) => carrierFor(`JY2026${index}`, 1, 'jewellery'));
    expect(chosen).toEqual(Array.from({ length: 400 }, (_, index) => carrierFor(`JY2026${index}`, 1, 'jewellery')));
    const share = (code: string) => chosen.filter((carrier) => carrier === code).length / chosen.length;
    expect(share('SF')).toBeGreaterThan(0.55);
    expect(share('EMS')).toBeGreaterThan(0.1);
    expect(share('JD')).toBeGreaterThan(0.03);
  });

  it.each([
    ['SF', /^SF1\d{12}$/],
    ['EMS', /^11\d{11}$/],
    ['JD', /^JDVB\d{11}$/],
  ] as const)('writes a %s waybill in its own shape', (carrier, shape) => {
    expect(trackingNumber(carrier, (count) => '7'.repeat(count))).toMatch(shape);
  });

  it('numbers the parcels from 1 and names where each left from', async () => {
    const shipments = await simulatedWarehouse(() => '0').ship({
      orderNo: 'JY20261124000001',
      lines: [line(11, 3), line(12, 1, bar)],
    });
    expect(shipments.map(({ parcelNo, warehouse, fromCity }) => [parcelNo, warehouse, fromCity])).toEqual([
      [1, '金缘深圳水贝珠宝仓', '深圳市'],
      [2, '金缘深圳水贝珠宝仓', '深圳市'],
      [3, '金缘上海金库', '上海市'],
    ]);
    expect(shipments[2]?.carrierCode).toBe('SF');
  });
});

describe('handPackingProblem (issue #29: parcels staff pack keep the warehouse rules)', () => {
  const ring = { orderItemId: 1, qty: 2, productGroupId: 1, pointProductType: null };
  const pendant = { orderItemId: 2, qty: 1, productGroupId: 2, pointProductType: null };
  const bar = { orderItemId: 3, qty: 1, productGroupId: 8, pointProductType: null };
  const medal = { orderItemId: 4, qty: 1, productGroupId: 9, pointProductType: null };
  const lines = [ring, pendant, bar, medal];

  it.each([
    ['a line left out', [{ itemIds: [1, 2, 3], carrierCode: 'SF' }], 'badParcels'],
    ['a line twice', [{ itemIds: [1] }, { itemIds: [1, 2] }, { itemIds: [3] }, { itemIds: [4] }], 'badParcels'],
    ['an unknown line', [{ itemIds: [1] }, { itemIds: [2] }, { itemIds: [3] }, { itemIds: [4, 9] }], 'badParcels'],
    ['jewellery with bullion', [{ itemIds: [1, 3] }, { itemIds: [2] }, { itemIds: [4] }], 'mixedWarehouse'],
    ['three pieces of jewellery in one box', [{ itemIds: [1, 2] }, { itemIds: [3] }, { itemIds: [4] }], 'boxFull'],
    ['two bullion lines together', [{ itemIds: [1] }, { itemIds: [2] }, { itemIds: [3, 4] }], 'bullionAlone'],
    [
      'bullion by EMS',
      [{ itemIds: [1] }, { itemIds: [2] }, { itemIds: [3], carrierCode: 'EMS' }, { itemIds: [4] }],
      'bullionBySf',
    ],
  ] as const)('refuses %s', (_case, parcels, problem) => {
    const packed = parcels.map((parcel) => ({ carrierCode: 'SF' as const, ...parcel, itemIds: [...parcel.itemIds] }));
    expect(handPackingProblem(lines, packed)).toEqual({ problem });
  });

  it('books parcels that keep the rules, jewellery by any carrier', () => {
    const result = handPackingProblem(lines, [
      { itemIds: [1], carrierCode: 'JD' },
      { itemIds: [2], carrierCode: 'EMS' },
      { itemIds: [3], carrierCode: 'SF' },
      { itemIds: [4], carrierCode: 'SF' },
    ]);
    expect(result).toEqual({
      packed: [
        { warehouse: 'jewellery', carrierCode: 'JD', items: [{ orderItemId: 1, qty: 2 }] },
        { warehouse: 'jewellery', carrierCode: 'EMS', items: [{ orderItemId: 2, qty: 1 }] },
        { warehouse: 'bullion', carrierCode: 'SF', items: [{ orderItemId: 3, qty: 1 }] },
        { warehouse: 'bullion', carrierCode: 'SF', items: [{ orderItemId: 4, qty: 1 }] },
      ],
    });
  });
});
