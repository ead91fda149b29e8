import { fenToYuan, pointsWorthFen } from '@mall/contract';
import { type AddressInput, type CheckoutLine } from '@mall/contract/checkout';
import { yuanLabel } from '../adapters/sandboxPayment';
import { confirmation, discountsOf, type PricedRow, type Wallet } from './checkoutPricing';
import { presaleConfirmation, type PresaleTerms } from './presale';
import type { Db } from '../db/database';
import type { AddressSnapshot } from '../db/schema';
import type { CheckoutEnv } from '../env';
import {
  addressRepository,
  mainThumbs,
  memberWallet,
  onSaleSkus,
  staffLimit,
  type AddressRow,
} from '../repositories/checkout';
import { type Buyer, type Tx } from '../repositories/orderBasics';
import { regions } from '../lib/regions';
import { settleExpiries } from '../repositories/points';
import { goodsRepository, type ActivityRow, type GoldReading } from '../repositories/goods';
import { categoryObjectOf, sellingPrice } from './catalog';
import { staffUidOffset } from './staff';
import type { Identity } from './tokens';

/** An answer the order transaction refuses with: rolled back, the request's key released. */
export class CheckoutRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { code: number; msg: string; data?: unknown },
  ) {
    super(body.msg);
  }
}

/** The buyer behind a verified token: a member (uid = members.id) or a staff user (uid in the staff range). */
export function buyerOf(user: Identity): Buyer {
  return user.isStaff
    ? { uid: user.uid, memberId: null, staffId: user.uid - staffUidOffset }
    : { uid: user.uid, memberId: user.uid, staffId: null };
}

/**
 * An address as the checkout answers show it. A row saved before codes were kept (issue #13) gets
 * them from its names when the names are a known place, so editing it starts from a full choice.
 */
export function addressView(row: AddressRow) {
  const codes =
    row.provinceCode === ''
      ? (regions().index.codesOf(row) ?? { provinceCode: '', cityCode: '', districtCode: '' })
      : { provinceCode: row.provinceCode, cityCode: row.cityCode, districtCode: row.districtCode };
  return {
    id: row.id,
    isDefault: row.isDefault,
    consignee: row.consignee,
    mobile: row.mobile,
    province: row.province,
    city: row.city,
    district: row.district,
    ...codes,
    detail: row.detail,
  };
}

/** The address an order ships to, as the order keeps it (the shopper may change the address book later). */
export function addressSnapshotOf(row: AddressRow): AddressSnapshot {
  const { id, consignee, mobile, province, city, district, detail } = row;
  return { id, consignee, mobile, province, city, district, detail };
}

/** The message of an over-limit staff checkout, naming what is left (spec §8). */
export function purchaseLimitMessage(limit: { limitFen: number; usedFen: number }): string {
  return `超出员工内购限额：本月剩余可用额度 ${yuanLabel(Math.max(0, limit.limitFen - limit.usedFen))}`;
}

/**
 * The lines of a checkout priced now from the database (DESIGN.md §7): each piece on sale with
 * the chosen attribute, today's price (per-gram pieces follow today's gold price), stock and
 * category object; `missing` names the first line that is not on sale.
 */
export async function priceLines(
  db: Db,
  lines: readonly CheckoutLine[],
  now: Date,
): Promise<
  { rows: PresaleRow[]; gold: GoldReading | undefined; activities: ActivityRow[] } | { missing: CheckoutLine }
> {
  const ids = [...new Set(lines.map((line) => line.goodID))];
  const catalog = goodsRepository(db);
  // Four independent reads at once (on PostgreSQL they run on separate connections).
  const [found, thumbs, gold, activities] = await Promise.all([
    onSaleSkus(db, ids),
    mainThumbs(db, ids),
    catalog.currentGoldPrice(now),
    catalog.activities(ids, now),
  ]);
  const thumbOf = new Map(thumbs.map((row) => [row.goodsId, row.src]));
  const rows: PresaleRow[] = [];
  for (const line of lines) {
    const match = found.find((row) => row.piece.id === line.goodID && row.sku.attribute === line.attribute);
    if (!match) return { missing: line };
    const { piece, sku } = match;
    // The price the bag showed: the promotion price where there is one (spec §9); a presale piece
    // sells at its presell price (spec §3 presellprice; contract presale.ts).
    const presale: PresaleTerms | null =
      piece.isPresell && piece.presellPriceFen !== null && piece.depositFen !== null
        ? { depositFen: piece.depositFen, finalPayStartAt: piece.finalPayStartAt, finalPayEndAt: piece.finalPayEndAt }
        : null;
    const unitPriceFen =
      presale && piece.presellPriceFen !== null
        ? piece.presellPriceFen + sku.priceDeltaFen
        : sellingPrice(piece, gold, now, sku).unitFen;
    rows.push({
      skuId: sku.id,
      goodID: piece.id,
      mouldNo: piece.mouldNo,
      title: piece.title,
      thumb: thumbOf.get(piece.id) ?? '',
      attribute: sku.attribute,
      buyNum: line.buyNum,
      pricingMode: piece.pricingMode,
      category: categoryObjectOf(piece, sku, unitPriceFen),
      productTypeID: piece.productTypeId,
      productGroupID: piece.productGroupId,
      unitPrice: fenToYuan(unitPriceFen),
      unitPriceFen,
      subtotalFen: unitPriceFen * line.buyNum,
      stock: sku.stockWeb,
      presale,
      pointProductType: piece.pointProductType,
    });
  }
  return { rows, gold, activities };
}

/** A priced line with its presale terms (null for an ordinary piece). */
export type PresaleRow = PricedRow & {
  presale: PresaleTerms | null;
  /** A points product's type (21, 23; spec §9), kept with the order line so its buttons follow spec §4. */
  pointProductType: number | null;
};

const duplicateLine = (lines: readonly CheckoutLine[]) =>
  new Set(lines.map((line) => `${line.goodID}|${line.attribute}`)).size !== lines.length;

export type ConfirmRequest = {
  lines: CheckoutLine[];
  isTransferGift?: boolean | undefined;
  usePoints?: number | undefined;
  useGiftCard?: boolean | undefined;
};

/**
 * Checkout (issue #7; spec §4 checkout, §7 Member, §9): addresses, points and gift card, the staff
 * purchase limit, and the confirmation of a set of lines for a buyer. Refusals are thrown as
 * {@link CheckoutRefusal}s carrying their answer.
 */
export function checkoutService(db: Db, checkout: CheckoutEnv) {
  const addressBook = addressRepository(db);
  const rate = checkout.pointsExchangeRate;

  /** The buyer's wallet; inside an order transaction (`tx`) the member row is locked. */
  async function walletOf(buyer: Buyer, tx?: Tx): Promise<Wallet & { pointPwdHash: string | null }> {
    if (buyer.memberId === null) return { points: 0, giftCardFen: 0, giftCardEnabled: false, pointPwdHash: null };
    const row = await memberWallet(tx ?? db, buyer.memberId, tx !== undefined);
    if (!row) throw new CheckoutRefusal(401, { code: 401, msg: '登录已失效，请重新登录' });
    return {
      points: row.points,
      giftCardFen: row.giftCardFen,
      giftCardEnabled: checkout.giftCardEnabled,
      pointPwdHash: row.pointPwdHash,
    };
  }

  return {
    walletOf,

    addresses: (uid: number) => addressBook.list(uid),
    address: (uid: number, id: number) => addressBook.one(uid, id),
    /**
     * Saves the owner's address once its region triple holds against the GB/T 2260 tree (issue #13):
     * the problem, 'full', 'missing' or the saved row.
     */
    saveAddress: async (uid: number, id: number | undefined, input: AddressInput, now: Date, max: number) =>
      regions().index.check(input) ?? addressBook.save(uid, id, input, now, max),
    removeAddress: (uid: number, id: number) => addressBook.remove(uid, id),

    /**
     * A member's points as of `now`, what they are worth and whether spending them needs the points
     * password; undefined for no member.
     */
    async points(memberId: number, now: Date) {
      // Lazy expiry (issue #13): what expired is written before the balance is answered.
      await settleExpiries(db, memberId, now);
      const wallet = await memberWallet(db, memberId);
      if (!wallet) return undefined;
      return {
        point: wallet.points,
        pointAmount: fenToYuan(pointsWorthFen(wallet.points, rate)),
        needPointPwd: wallet.pointPwdHash !== null,
        pointsExchangeRate: rate,
      };
    },

    /** A member's gift card balance; undefined for no member. */
    async giftCardBalance(memberId: number) {
      const wallet = await memberWallet(db, memberId);
      return wallet ? { balance: fenToYuan(wallet.giftCardFen), balanceFen: wallet.giftCardFen } : undefined;
    },

    /** A staff user's monthly limit against what these lines cost (staff skip discounts, spec §9). */
    async staffLimitCheck(staffId: number, lines: readonly CheckoutLine[], now: Date) {
      const limit = await staffLimit(db, staffId, now);
      if (!limit) throw new CheckoutRefusal(403, { code: 403, msg: '员工账号不可用，请联系管理员' });
      const priced = await priceLines(db, lines, now);
      if ('missing' in priced) throw new CheckoutRefusal(404, { code: 404, msg: '商品不存在或已下架' });
      const requestedFen = priced.rows.reduce((sum, row) => sum + row.subtotalFen, 0);
      const data = { limitFen: limit.limitFen, usedFen: limit.usedFen, requestedFen };
      return { data, over: limit.usedFen + requestedFen > limit.limitFen ? purchaseLimitMessage(limit) : null };
    },

    /** Prices the lines now and applies discounts, points and gift card for this buyer. */
    async confirm(buyer: Buyer, body: ConfirmRequest, now: Date, wallet?: Wallet) {
      if (duplicateLine(body.lines))
        throw new CheckoutRefusal(400, { code: 400, msg: '请求参数有误：同一件商品的同一规格只能出现一次' });
      const priced = await priceLines(db, body.lines, now);
      if ('missing' in priced) throw new CheckoutRefusal(404, { code: 404, msg: '商品不存在或已下架' });
      const presale = presaleConfirmation(priced.rows, now, body.isTransferGift === true);
      if (presale && 'refusal' in presale) throw new CheckoutRefusal(409, presale.refusal);
      if (presale) return { result: presale.confirm, rows: priced.rows };
      const isStaff = buyer.staffId !== null;
      const result = confirmation(
        priced.rows,
        discountsOf(priced.rows, priced.activities, isStaff),
        wallet ?? (await walletOf(buyer)),
        body,
        rate,
        priced.gold,
      );
      return { result, rows: priced.rows };
    },
  };
}
