import { carrierCodes, carrierNames, type CarrierCode } from '@mall/contract/orders';
import type {
  OpsOrderDetail,
  OpsOrderList,
  OpsOrderQuery,
  OpsOrderShipBody,
  OpsOrderShipped,
  OpsParcel,
} from '@mall/contract/ops';
import {
  handPackingProblem,
  warehouses,
  type PackingProblem,
  type Shipment,
  type WarehouseGateway,
} from '../adapters/warehouse';
import type { ShippingPrint } from '../pdf/shippingPdf';
import type { Db } from '../db/database';
import { fulfilmentLines, shipOrder } from '../repositories/fulfilment';
import {
  insertOrderNote,
  isReadyToShip,
  lockOrderForShipping,
  opsOrderByNo,
  opsOrderRecords,
  searchOrders,
} from '../repositories/opsOrders';
import { auditOfTarget } from '../repositories/opsStaff';
import { chinaDayRange, maskMobile, opsTabStates, orderTimeline, statusTabOf } from './opsRules';
import { audit, type OpsStaff, type RequestOrigin } from './opsStaff';

const asCarrier = (code: string): CarrierCode =>
  (carrierCodes as readonly string[]).includes(code) ? (code as CarrierCode) : 'SF';
const iso = (at: Date | string) => new Date(at).toISOString();
const staffLabel = (code: string, name: string | null) => `${code} ${name ?? ''}`.trim();

/** The outcome of shipping by hand. */
export type ShipOutcome =
  | { kind: 'shipped'; shipped: OpsOrderShipped }
  | { kind: 'noOrder' }
  | { kind: 'notShippable' }
  | { kind: 'packing'; problem: PackingProblem };

/** The console's orders (issue #29): search, the order page with its timeline, notes and shipping by hand. */
export function opsOrderService(db: Db, clock: () => Date, warehouse: WarehouseGateway) {
  const service = {
    /** The order search; null when a range is backwards (from after to, or min above max). */
    async search(query: OpsOrderQuery): Promise<OpsOrderList | null> {
      const range = chinaDayRange(query.from, query.to);
      if (!range) return null;
      if (query.minYuan !== undefined && query.maxYuan !== undefined && query.minYuan > query.maxYuan) return null;
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const tab = query.tab ?? 'all';
      const found = await searchOrders(db, {
        filter: {
          orderNo: query.orderNo,
          mobile: query.mobile,
          consignee: query.consignee,
          paymentNo: query.paymentNo,
          waybillNo: query.waybillNo,
          since: range.since,
          until: range.until,
          minFen: query.minYuan === undefined ? undefined : Math.round(query.minYuan * 100),
          maxFen: query.maxYuan === undefined ? undefined : Math.round(query.maxYuan * 100),
        },
        tab,
        states: opsTabStates,
        sort: query.sort ?? 'createdAt',
        descending: (query.order ?? 'desc') === 'desc',
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        total: found.counts[tab],
        page,
        pageSize,
        counts: found.counts,
        rows: found.rows.map((row) => ({
          orderNo: row.order_no,
          createdAt: iso(row.created_at),
          consignee: row.consignee ?? '',
          mobileMasked: maskMobile(row.mobile ?? ''),
          payFen: Number(row.pay_fen),
          orderState: Number(row.order_state),
          statusTab: statusTabOf(Number(row.order_state)),
          hasAfterSale: row.has_after_sale,
          itemCount: Number(row.item_count),
          waybillNos: row.waybill_nos ?? [],
        })),
      };
    },

    /** One order whole, with everything that happened to it; null when there is no such order. */
    async detail(orderNo: string): Promise<OpsOrderDetail | null> {
      const found = await opsOrderByNo(db, orderNo);
      if (!found) return null;
      const { order, buyer } = found;
      const [records, acts] = await Promise.all([opsOrderRecords(db, order.id), auditOfTarget(db, 'order', orderNo)]);
      const shipAct = acts.find((act) => act.action === 'order.ship');
      const parcels: OpsParcel[] = records.parcels.map(({ parcel, items }) => {
        const carrierCode = asCarrier(parcel.carrierCode);
        return {
          parcelNo: parcel.parcelNo,
          carrierCode,
          carrierName: carrierNames[carrierCode],
          waybillNo: parcel.trackingNo,
          warehouse: parcel.warehouse,
          shippedAt: parcel.shippedAt.toISOString(),
          items: items.map((item) => ({ itemId: item.orderItemId, qty: item.qty })),
        };
      });
      const address = order.addressSnapshot;
      return {
        orderNo: order.orderNo,
        orderState: order.orderState,
        statusTab: statusTabOf(order.orderState),
        hasAfterSale: records.refunds.length > 0,
        canShip: await isReadyToShip(db, order.id),
        buyer: { kind: buyer.kind, name: buyer.name, mobileMasked: maskMobile(buyer.mobile) },
        createdAt: order.createdAt.toISOString(),
        ...(order.paidAt ? { paidAt: order.paidAt.toISOString() } : {}),
        amounts: {
          goodsTotalFen: order.goodsTotalFen,
          discountFen: order.discountFen,
          pointsFen: order.pointsFen,
          giftCardFen: order.giftCardFen,
          freightFen: order.freightFen,
          payFen: order.payFen,
        },
        remark: order.remark,
        items: records.items.map((item) => ({
          id: item.id,
          mouldNo: item.mouldNo,
          name: item.title,
          spec: item.attribute,
          qty: item.qty,
          unitPriceFen: item.unitPriceFen,
          imageUrl: item.thumb,
        })),
        ...(address
          ? {
              address: {
                consignee: address.consignee,
                mobile: address.mobile,
                province: address.province,
                city: address.city,
                district: address.district,
                detail: address.detail,
              },
            }
          : {}),
        payments: records.payments.map((payment) => ({
          paymentNo: payment.payNo,
          channel: payment.method,
          amountFen: payment.amountFen,
          state: payment.state,
          createdAt: payment.createdAt.toISOString(),
          ...(payment.settledAt ? { paidAt: payment.settledAt.toISOString() } : {}),
        })),
        parcels,
        notes: records.notes.map((note) => ({
          id: note.id,
          at: note.at.toISOString(),
          staffCode: note.staffCode,
          staffName: note.staffName,
          text: note.text,
        })),
        timeline: orderTimeline({
          createdAt: order.createdAt,
          paidAt: order.paidAt,
          payments: records.payments,
          parcels: parcels.map((parcel) => ({
            parcelNo: parcel.parcelNo,
            carrierName: parcel.carrierName,
            trackingNo: parcel.waybillNo,
            shippedAt: new Date(parcel.shippedAt),
          })),
          shippedBy: shipAct ? staffLabel(shipAct.staff_code, shipAct.staff_name) : null,
          receivedAt: order.receivedAt,
          closedAt: order.closedAt,
          orderState: order.orderState,
          gift: {
            isTransferGift: order.isTransferGift,
            transferGiftState: order.transferGiftState,
            settledAt: order.giftSettledAt,
          },
          refunds: records.refunds,
          invoices: records.invoices,
          guarantees: records.guarantees,
          notes: records.notes.map((note) => ({
            at: note.at,
            staff: staffLabel(note.staffCode, note.staffName),
            text: note.text,
          })),
        }),
      };
    },

    /** Adds an internal note to an order, audited; null when there is no such order. */
    async addNote(request: RequestOrigin, staff: OpsStaff, orderNo: string, text: string) {
      const found = await opsOrderByNo(db, orderNo);
      if (!found) return null;
      return db.transaction(async (tx) => {
        const note = await insertOrderNote(tx, found.order.id, staff.id, text, clock());
        await audit(tx, request, staff, {
          permission: 'orders.note',
          action: 'order.note',
          targetType: 'order',
          targetId: orderNo,
          before: {},
          after: { note: text },
        });
        return {
          id: note.id,
          at: note.at.toISOString(),
          staffCode: staff.staffCode,
          staffName: staff.nickname,
          text: note.text,
        };
      });
    },

    /**
     * Ships a paid order by hand (issue #29): the fulfilment path the sweep takes (the warehouse packs
     * it by its rules, or books the parcels staff packed, checked against the same rules; the order
     * moves to shipped with its parcels in one transaction, so the shopper sees 已发货 and tracking as
     * after the sweep), with the audit row in the same transaction. Only an order the sweep could
     * ship now may be shipped (paid, waiting, no open refund, an accepted gift, a paid-up presale).
     */
    async ship(request: RequestOrigin, staff: OpsStaff, body: OpsOrderShipBody): Promise<ShipOutcome> {
      return db.transaction(async (tx): Promise<ShipOutcome> => {
        const order = await lockOrderForShipping(tx, body.orderNo);
        if (!order) return { kind: 'noOrder' };
        if (!order.isReady) return { kind: 'notShippable' };
        const lines = (await fulfilmentLines(tx, [order.id])).map(({ orderId: _orderId, ...line }) => line);
        const picking = { orderNo: order.orderNo, lines };
        let packed: Parameters<WarehouseGateway['book']>[1] | null = null;
        if (body.parcels) {
          const checked = handPackingProblem(lines, body.parcels);
          if ('problem' in checked) return { kind: 'packing', problem: checked.problem };
          packed = checked.packed;
        }
        const now = clock();
        let booked: Shipment[] = [];
        const book = async () => {
          booked = packed ? await warehouse.book(picking, packed) : await warehouse.ship(picking);
          return booked;
        };
        if (!(await shipOrder(tx, { id: order.id, orderNo: order.orderNo, lines }, now, book)))
          return { kind: 'notShippable' };
        const parcels: OpsParcel[] = booked.map((parcel) => ({
          parcelNo: parcel.parcelNo,
          carrierCode: parcel.carrierCode,
          carrierName: carrierNames[parcel.carrierCode],
          waybillNo: parcel.trackingNo,
          warehouse: parcel.warehouse,
          shippedAt: now.toISOString(),
          items: parcel.items.map((item) => ({ itemId: item.orderItemId, qty: item.qty })),
        }));
        await audit(tx, request, staff, {
          permission: 'orders.ship',
          action: 'order.ship',
          targetType: 'order',
          targetId: order.orderNo,
          before: { orderState: order.orderState },
          after: {
            orderState: 3,
            parcels: parcels.map((parcel) => `${parcel.carrierCode} ${parcel.waybillNo}`),
          },
        });
        return { kind: 'shipped', shipped: { orderNo: order.orderNo, parcels } };
      });
    },

    /**
     * What the shipped order's labels and packing slips print (issue #29): each parcel with its carrier,
     * waybill, sending warehouse and the lines it holds; null for no such order, 'notShipped' before it left.
     */
    async shippingPrint(orderNo: string, brandName: string): Promise<ShippingPrint | 'notShipped' | null> {
      const order = await service.detail(orderNo);
      if (!order) return null;
      if (order.parcels.length === 0 || !order.address) return 'notShipped';
      const { address } = order;
      const items = new Map(order.items.map((item) => [item.id, item]));
      return {
        brandName,
        orderNo: order.orderNo,
        printedAt: clock(),
        remark: order.remark,
        receiver: {
          name: address.consignee,
          mobile: address.mobile,
          address: `${address.province}${address.city}${address.district}${address.detail}`,
        },
        parcels: order.parcels.map((parcel) => ({
          parcelNo: parcel.parcelNo,
          carrierName: parcel.carrierName,
          waybillNo: parcel.waybillNo,
          warehouse: warehouses[parcel.warehouse as keyof typeof warehouses] ?? { name: parcel.warehouse, city: '' },
          items: parcel.items.map((line) => {
            const item = items.get(line.itemId);
            return { name: item?.name ?? '', spec: item?.spec ?? '', mouldNo: item?.mouldNo ?? '', qty: line.qty };
          }),
        })),
      };
    },
  };
  return service;
}
export type OpsOrderService = ReturnType<typeof opsOrderService>;
