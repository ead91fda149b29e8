import { describe, expect, it } from 'vitest';
import { diamondItem, necklaceItem, ringItem, sampleActivities, soldOutItem } from '../mocks/samples';
import { activityNotes, bagTotals, checkoutLines, toBagLineData } from './bagView';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key);

describe('bag lines for the ui-kit (spec §3 cart item, §9 category lines)', () => {
  it('lists the diamond grading and ring size, the promotion price and the stock', () => {
    const line = toBagLineData(diamondItem, t, (mouldNo) => `/goods?mouldNo=${mouldNo}`);
    expect(line).toMatchObject({
      id: '3|ringSize:8',
      href: '/goods?mouldNo=JYD00001',
      shopFen: 358_000,
      promoFen: 322_000,
      stock: 2,
      isValid: true,
      subtitle: '金缘·臻钻 · 永恒之约',
    });
    expect(line.facts?.map((fact) => fact.label)).toEqual([
      'lines.clarity',
      'lines.colour',
      'lines.carat',
      'lines.ringSize',
    ]);
  });

  it('shows no promotion price when there is none, and a sold-out line as invalid with its reason', () => {
    expect(toBagLineData(ringItem, t).promoFen).toBeNull();
    expect(toBagLineData(soldOutItem, t)).toMatchObject({ isValid: false, invalidText: 'invalid.soldOut' });
  });

  it('adds presale fields only where set', () => {
    expect(toBagLineData(ringItem, t).presale).toBeUndefined();
    const presale = toBagLineData(
      { ...ringItem, ispresell: 1, presellprice: '9999.00', deposit: '500.00', depositswell: '1000.00' },
      t,
    );
    expect(presale.presale).toEqual({ presellFen: 999_900, depositFen: 50_000, depositSwellFen: 100_000 });
  });
});

describe('bag totals (spec §9)', () => {
  it('applies both activities to the selected lines', () => {
    const totals = bagTotals([necklaceItem, diamondItem, ringItem], sampleActivities, false);
    expect(totals).toMatchObject({
      goodsTotalFen: 934_063,
      fullMinusFen: 8_000,
      quantityDiscountFen: 29_845,
      orderTotalFen: 896_218,
    });
    expect(activityNotes(totals, t, (fen) => String(fen))).toEqual([
      'notes.reached{"label":"满2000减80","amount":"8000"}',
      'notes.reached{"label":"满2件95折","amount":"29845"}',
    ]);
  });

  it('skips them for staff (spec §6) and treats a missing result as no activity (spec §8)', () => {
    expect(bagTotals([necklaceItem, diamondItem], sampleActivities, true).orderTotalFen).toBe(596_900);
    expect(bagTotals([necklaceItem, diamondItem], undefined, false).orderTotalFen).toBe(596_900);
  });

  it('hands /pay the lines as CheckoutLine', () => {
    expect(checkoutLines([diamondItem])).toEqual([{ goodID: 3, attribute: 'ringSize:8', buyNum: 1 }]);
  });
});
