import { createHash, randomInt } from 'node:crypto';
import type { CarrierCode } from '@mall/contract/orders';

/** One line of an order as the warehouse picks it. */
export type PickLine = {
  orderItemId: number;
  qty: number;
  /** The piece's product group (8 金条 and 9 金章 are bullion: spec §9 groups, seed catalogue). */
  productGroupId: number | null;
  /** 21 or 23 for a points product (spec §9), else null. */
  pointProductType: number | null;
};

/** An order the warehouse is asked to ship. */
export type ShipRequest = { orderNo: string; lines: readonly PickLine[] };

/** One parcel the warehouse sent: who carries it, its waybill, where it left from and what it holds. */
export type Shipment = {
  parcelNo: number;
  carrierCode: CarrierCode;
  trackingNo: string;
  warehouse: string;
  fromCity: string;
  items: { orderItemId: number; qty: number }[];
};

/**
 * The fulfilment seam (DESIGN.md §5: the outside world behind an interface with a local default).
 * The sweep (services/fulfilment) hands each paid order that is due to the warehouse and records the
 * parcels it answers, in the same transaction that marks the order shipped. The local default is
 * {@link simulatedWarehouse}; a real WMS adapter would book the shipment with the WMS here and answer
 * the waybills it printed.
 */
export interface WarehouseGateway {
  readonly name: string;
  /** Ships the order as the warehouse's own rules pack it (the sweep, and the console's default). */
  ship(order: ShipRequest): Promise<Shipment[]>;
  /**
   * Ships the order in the parcels staff packed (issue #29 shipping by hand, already checked by
   * {@link handPackingProblem}): the warehouse books each with its carrier and answers the waybills.
   */
  book(order: ShipRequest, parcels: readonly PackedParcel[]): Promise<Shipment[]>;
}

/** A parcel as staff packed it: where it leaves from, its carrier and what it holds. */
export type PackedParcel = ParcelPlan & { carrierCode: CarrierCode };

/** The simulator's three warehouses and the city each ships from. */
export const warehouses = {
  jewellery: { name: '金缘深圳水贝珠宝仓', city: '深圳市' },
  bullion: { name: '金缘上海金库', city: '上海市' },
  gifts: { name: '金缘东莞礼品仓', city: '东莞市' },
} as const;
export type WarehouseKey = keyof typeof warehouses;

/** Most pieces of jewellery one insured box takes. */
export const PIECES_PER_BOX = 2;
/** Product groups kept in the bullion vault (seed catalogue: 8 金条, 9 金章). */
const bullionGroups = new Set([8, 9]);

/** Which warehouse keeps a line: bullion in the vault, points gifts in the gift store, the rest in the jewellery store. */
export function warehouseOf(line: Pick<PickLine, 'productGroupId' | 'pointProductType'>): WarehouseKey {
  if (line.productGroupId !== null && bullionGroups.has(line.productGroupId)) return 'bullion';
  if (line.pointProductType !== null) return 'gifts';
  return 'jewellery';
}

/** A planned parcel before a carrier is chosen. */
export type ParcelPlan = { warehouse: WarehouseKey; items: { orderItemId: number; qty: number }[] };

/**
 * The simulator's split rule, deterministic from the lines in their order (a branch order, spec §2
 * /myIndex/branchOrder, is an order that leaves in more than one parcel):
 * 1. each line goes to the warehouse that keeps it ({@link warehouseOf});
 * 2. jewellery is packed at most {@link PIECES_PER_BOX} pieces to an insured box, filling boxes in
 *    line order (a line's pieces go on into the next box when one is full);
 * 3. every bullion line (a gold bar or medal, however many of it) travels alone, sealed with its certificates;
 * 4. points gifts travel together in one parcel.
 * Parcels are numbered jewellery first, then bullion, then gifts.
 */
export function splitIntoParcels(lines: readonly PickLine[]): ParcelPlan[] {
  const boxes: ParcelPlan[] = [];
  let open: ParcelPlan | undefined;
  let room = 0;
  for (const line of lines.filter((candidate) => warehouseOf(candidate) === 'jewellery')) {
    let left = line.qty;
    while (left > 0) {
      if (!open || room === 0) {
        open = { warehouse: 'jewellery', items: [] };
        boxes.push(open);
        room = PIECES_PER_BOX;
      }
      const taken = Math.min(left, room);
      open.items.push({ orderItemId: line.orderItemId, qty: taken });
      room -= taken;
      left -= taken;
    }
  }
  const bullion = lines
    .filter((line) => warehouseOf(line) === 'bullion')
    .map((line): ParcelPlan => ({ warehouse: 'bullion', items: [{ orderItemId: line.orderItemId, qty: line.qty }] }));
  const gifts = lines.filter((line) => warehouseOf(line) === 'gifts');
  const giftParcel: ParcelPlan[] =
    gifts.length > 0
      ? [{ warehouse: 'gifts', items: gifts.map((line) => ({ orderItemId: line.orderItemId, qty: line.qty })) }]
      : [];
  return [...boxes, ...bullion, ...giftParcel];
}

/** Why a hand-packed shipment breaks the warehouse's rules (issue #29); the console's refusal names it. */
export type PackingProblem = 'badParcels' | 'mixedWarehouse' | 'boxFull' | 'bullionAlone' | 'bullionBySf';

/**
 * Checks parcels staff packed by hand against the rules {@link splitIntoParcels} follows, and answers
 * them as the warehouse books them, or the first rule broken: every line of the order in exactly one
 * parcel (all its pieces); one warehouse to a parcel; at most {@link PIECES_PER_BOX} pieces of
 * jewellery to an insured box; a bullion line alone, and by SF Express (insured, signed for in person).
 */
export function handPackingProblem(
  lines: readonly PickLine[],
  parcels: readonly { itemIds: readonly number[]; carrierCode: CarrierCode }[],
): { problem: PackingProblem } | { packed: PackedParcel[] } {
  const byId = new Map(lines.map((line) => [line.orderItemId, line]));
  const named = parcels.flatMap((parcel) => parcel.itemIds);
  if (named.length !== lines.length || new Set(named).size !== named.length || named.some((id) => !byId.has(id)))
    return { problem: 'badParcels' };
  const packed: PackedParcel[] = [];
  for (const parcel of parcels) {
    const held = parcel.itemIds.map((id) => byId.get(id) as PickLine);
    const kinds = new Set(held.map(warehouseOf));
    if (kinds.size !== 1) return { problem: 'mixedWarehouse' };
    const warehouse = warehouseOf(held[0] as PickLine);
    if (warehouse === 'bullion' && held.length > 1) return { problem: 'bullionAlone' };
    if (warehouse === 'bullion' && parcel.carrierCode !== 'SF') return { problem: 'bullionBySf' };
    if (warehouse === 'jewellery' && held.reduce((sum, line) => sum + line.qty, 0) > PIECES_PER_BOX)
      return { problem: 'boxFull' };
    packed.push({
      warehouse,
      carrierCode: parcel.carrierCode,
      items: held.map((line) => ({ orderItemId: line.orderItemId, qty: line.qty })),
    });
  }
  return { packed };
}

/**
 * The carrier of a parcel: bullion always goes by SF Express (insured, signed for in person); other
 * parcels mostly by SF too, with about one in five by EMS and one in ten by JD, chosen from the order
 * number and parcel number so the same parcel always gets the same carrier.
 */
export function carrierFor(orderNo: string, parcelNo: number, warehouse: WarehouseKey): CarrierCode {
  if (warehouse === 'bullion') return 'SF';
  const draw = createHash('sha256').update(`${orderNo}#${parcelNo}`).digest()[0] ?? 0;
  const slot = draw % 10;
  if (slot >= 9) return 'JD';
  if (slot >= 7) return 'EMS';
  return 'SF';
}

/** n random decimal digits. */
export type DigitSource = (count: number) => string;
const cryptoDigits: DigitSource = (count) => Array.from({ length: count }, () => String(randomInt(0, 10))).join('');

/**
 * A waybill number in the carrier's own shape: SF Express SF + 13 digits (SF1402836571924), China
 * Post EMS 13 digits starting 11 (1176408327516), JD JDVB + 11 digits (JDVB03817265490).
 */
export function trackingNumber(carrier: CarrierCode, digits: DigitSource): string {
  if (carrier === 'SF') return `SF1${digits(12)}`;
  if (carrier === 'EMS') return `11${digits(11)}`;
  return `JDVB${digits(11)}`;
}

/**
 * The local fulfilment: ships the order at once from the simulator's warehouses, split by
 * {@link splitIntoParcels}, each parcel with its carrier and a fresh waybill number. `digits` is
 * the source of waybill digits (random by default; the seed passes its own, so the demo repeats).
 */
export function simulatedWarehouse(digits: DigitSource = cryptoDigits): WarehouseGateway {
  const book = (parcels: readonly PackedParcel[]): Shipment[] =>
    parcels.map((plan, index) => ({
      parcelNo: index + 1,
      carrierCode: plan.carrierCode,
      trackingNo: trackingNumber(plan.carrierCode, digits),
      warehouse: warehouses[plan.warehouse].name,
      fromCity: warehouses[plan.warehouse].city,
      items: plan.items,
    }));
  return {
    name: 'simulator',
    async ship(order) {
      return book(
        splitIntoParcels(order.lines).map((plan, index) => ({
          ...plan,
          carrierCode: carrierFor(order.orderNo, index + 1, plan.warehouse),
        })),
      );
    },
    async book(_order, parcels) {
      return book(parcels);
    },
  };
}
