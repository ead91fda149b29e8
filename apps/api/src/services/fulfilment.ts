import {
  carrierCodes,
  carrierNames,
  type CarrierCode,
  type OrderLogistics,
  type TrackingEvent,
} from '@mall/contract/orders';
import { simulatedCarrier, type CarrierTracker } from '../adapters/carrier';
import { kuaidi100Tracker } from '../adapters/kuaidi100';
import { simulatedWarehouse, type WarehouseGateway } from '../adapters/warehouse';
import type { Db } from '../db/database';
import type { FulfilmentEnv } from '../env';
import { ownOrder } from '../repositories/checkout';
import { type Buyer } from '../repositories/orderBasics';
import { autoConfirm, parcelsOf, shipDue } from '../repositories/fulfilment';

/** Orders one sweep ships or confirms at most (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

/** The carrier tracker the environment chooses: the simulator by default, Kuaidi100 in production. */
export function carrierTrackerFor(carrier: FulfilmentEnv['carrier']): CarrierTracker {
  if (carrier.provider === 'kuaidi100') return kuaidi100Tracker({ key: carrier.key, customer: carrier.customer });
  return simulatedCarrier(carrier.speed);
}

/** The outside world the fulfilment talks to; both have local defaults (DESIGN.md §5). */
export type FulfilmentAdapters = { warehouse?: WarehouseGateway; carrier?: CarrierTracker };

/** The logistics answer: the parcels, or why there are none to show. */
export type LogisticsAnswer =
  { kind: 'found'; logistics: OrderLogistics } | { kind: 'missing' } | { kind: 'notShipped' };

const isCarrierCode = (code: string): code is CarrierCode => (carrierCodes as readonly string[]).includes(code);

/**
 * Fulfilment and logistics (issue #12): the sweep that ships paid orders FULFIL_AFTER_SECONDS after
 * payment (parcels, carriers and waybills from the warehouse) and confirms receipt AUTO_CONFIRM_DAYS
 * after shipping, and the buyer's view of an order's parcels with their tracking events.
 */
export function fulfilmentService(
  db: Db,
  settings: Pick<FulfilmentEnv, 'afterSeconds' | 'autoConfirmDays' | 'carrier'> & { autoShip?: boolean },
  clock: () => Date,
  adapters: FulfilmentAdapters = {},
) {
  const warehouse = adapters.warehouse ?? simulatedWarehouse();
  const carrier = adapters.carrier ?? carrierTrackerFor(settings.carrier);

  return {
    /**
     * One sweep: ships the orders due (paid at least FULFIL_AFTER_SECONDS ago) unless AUTO_SHIP is off
     * (staff ship in the console, issue #29), then confirms the shipments older than AUTO_CONFIRM_DAYS.
     * Safe with many processes sweeping at once.
     */
    async sweep(): Promise<{ shipped: string[]; confirmed: string[] }> {
      const now = clock();
      const shipped =
        settings.autoShip === false
          ? []
          : await shipDue(db, now, new Date(now.getTime() - settings.afterSeconds * 1000), SWEEP_BATCH, (order) =>
              warehouse.ship({ orderNo: order.orderNo, lines: order.lines }),
            );
      const confirmed = await autoConfirm(
        db,
        now,
        new Date(now.getTime() - settings.autoConfirmDays * 86_400_000),
        SWEEP_BATCH,
      );
      return { shipped, confirmed };
    },

    /**
     * The buyer's order's parcels, each with its lines and the carrier's events (newest first). A
     * carrier that cannot answer leaves that parcel's events empty rather than failing the page.
     */
    async logistics(buyer: Buyer, orderNo: string): Promise<LogisticsAnswer> {
      const now = clock();
      const order = await ownOrder(db, buyer, orderNo, now);
      if (!order) return { kind: 'missing' };
      const found = await parcelsOf(db, order.id);
      if (found.length === 0) return { kind: 'notShipped' };
      // Checkout snapshots the address; older orders keep only its flat copy.
      const toCity = order.addressSnapshot?.city ?? order.address.city ?? '';
      const phone = order.addressSnapshot?.mobile ?? order.address.mobile ?? '';
      const parcels = await Promise.all(
        found.map(async ({ parcel, lines }) => {
          const carrierCode = isCarrierCode(parcel.carrierCode) ? parcel.carrierCode : 'SF';
          const events: TrackingEvent[] = await carrier
            .track({
              carrierCode,
              trackingNo: parcel.trackingNo,
              shippedAt: parcel.shippedAt,
              fromCity: parcel.fromCity,
              toCity,
              phone,
              now,
            })
            .catch(() => []);
          return {
            parcelNo: parcel.parcelNo,
            carrierCode,
            carrierName: carrierNames[carrierCode],
            trackingNo: parcel.trackingNo,
            shippedAt: parcel.shippedAt.toISOString(),
            lines,
            events,
          };
        }),
      );
      return { kind: 'found', logistics: { orderNo: order.orderNo, parcels } };
    },
  };
}
