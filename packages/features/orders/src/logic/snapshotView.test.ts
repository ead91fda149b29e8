import type { TradeSnapshot } from '@mall/contract/orders';
import { describe, expect, it } from 'vitest';
import { snapshotFacts } from './snapshotView';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}(${String(options.value)})` : key);
const snapshot = (changes: Partial<TradeSnapshot>): TradeSnapshot => ({
  orderNo: 'JY202611220001',
  orderedAt: '2026-11-22T06:32:00.000Z',
  goodsId: 1,
  mouldNo: 'JYG00001',
  title: '足金999 古法传承福字戒指',
  newTitle: '',
  titleInfo: '',
  brandName: '金缘·古法',
  seriesName: '',
  descriptionHtml: '',
  images: [],
  productTypeID: 10,
  productGroupID: 1,
  category: { goldWeight: '3.25', ringSize: '12' },
  attribute: 'ringSize:12',
  unitPriceFen: 337_163,
  buyNum: 1,
  ...changes,
});

describe('the trade snapshot facts (issue #12; spec §9 category lines)', () => {
  it('lists order, brand, mould number, the category lines of the day and quantity; an empty series is left out', () => {
    expect(snapshotFacts(snapshot({}), t).map((fact) => `${fact.label}=${fact.value}`)).toEqual([
      'snapshot.orderNo=JY202611220001',
      'snapshot.brand=金缘·古法',
      'snapshot.mouldNo=JYG00001',
      'lines.goldWeight=lines.grams(3.25)',
      'lines.ringSize=lines.ringSizeValue(12)',
      'snapshot.quantity=1',
    ]);
  });

  it('adds customisation after the category lines (spec §3 category object)', () => {
    const facts = snapshotFacts(snapshot({ category: { customizedStyle: '刻字' } }), t);
    expect(facts).toContainEqual({ label: 'lines.customizedStyle', value: '刻字' });
  });
});
