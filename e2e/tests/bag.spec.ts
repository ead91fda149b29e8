import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { goodsDetail, signInWithPassword, slow } from '../support/mall.ts';

// The bag end to end (issue #7) against the seeded reference server: a visitor fills a local bag
// from two product pages, signs in and finds it merged into the member's bag; a quantity change
// moves the spec §9 discounts; 结算 refuses an empty selection and otherwise leaves for /pay, where
// the server's price is the bag's, points take their part off, and the sandbox cashier pays.

type Label = { MType: number; Price: string; DerateMoney: string; IsNoTop: boolean; tag: string };
type Sku = { attribute: string; stockQtyWeb: number; shopPriceFen: number; marketingPrice: string };
type Detail = { goodsId: number; mouldNo: string; title: string; pricingMode: string; labels: Label[]; skus: Sku[] };

/** Money as the mall writes it: two decimals and thousands commas (spec §9). */
const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const toFen = (amount: string) => Math.round(Number(amount) * 100);

/** The unit price the bag charges: the promotion price when it shows (spec §9), else the shop price. */
function unitFen(sku: Sku): number {
  const promo = toFen(sku.marketingPrice);
  return promo > 0 && promo < sku.shopPriceFen ? promo : sku.shopPriceFen;
}

/**
 * Two seeded pieces (apps/api/src/seed/catalog.ts buildActivities), each in exactly one running
 * activity: one in the 满2件95折 quantity discount (type 10) with at least 3 in stock, one in a
 * full-minus (type 6). The product page selects the first size in stock, so that is the line.
 */
async function findPieces(request: APIRequestContext) {
  let quantity: { goods: Detail; sku: Sku } | undefined;
  let fullMinus: { goods: Detail; sku: Sku } | undefined;
  for (const letter of ['D', 'P', 'K', 'Z', 'J', 'G']) {
    for (let n = 1; n <= 45 && !(quantity && fullMinus); n += 1) {
      const goods = await goodsDetail<Detail>(request, `JY${letter}${String(n).padStart(5, '0')}`);
      const sku = goods?.skus.find((candidate) => candidate.stockQtyWeb > 0);
      if (!goods || !sku || goods.labels.length !== 1) continue;
      const [label] = goods.labels as [Label];
      if (
        !quantity &&
        label.MType === 10 &&
        label.DerateMoney === '95' &&
        label.Price === '2' &&
        goods.pricingMode === 'fixed' &&
        sku.stockQtyWeb >= 3
      )
        quantity = { goods, sku };
      else if (!fullMinus && label.MType === 6) fullMinus = { goods, sku };
    }
  }
  if (!quantity || !fullMinus)
    throw new Error('the seed has no pieces in exactly one type 10 (满2件95折) and one type 6 activity');
  return { quantity, fullMinus };
}

/** spec §9 full-minus of one activity over a covered subtotal: once, or per multiple with IsNoTop. */
function fullMinusFen(label: Label, coveredFen: number): number {
  const threshold = toFen(label.Price);
  if (coveredFen < threshold) return 0;
  return (label.IsNoTop ? Math.floor(coveredFen / threshold) : 1) * toFen(label.DerateMoney);
}

/** spec §9 quantity discount with a fold value above 9: subtotal × (100 − x) / 100, rounded half up to the fen. */
const quantityDiscountFen = (subtotalFen: number, fold: number) =>
  Math.floor((2 * subtotalFen * (100 - fold) + 100) / 200);

async function addFromProductPage(page: Page, goods: Detail) {
  await page.goto(`/goods?mouldNo=${goods.mouldNo}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.title })).toBeVisible(slow);
  await page.getByRole('button', { name: '加入购物袋' }).click();
  await expect(page.getByText('已加入购物袋')).toBeVisible();
}

/** The amount beside a summary label (商品总额, 满减优惠, 合计) in the bag's checkout bar. */
const amount = (bag: Locator, label: string) =>
  bag.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('the bag against the seeded reference server', () => {
  test('a visitor’s bag merges on sign-in; a quantity moves the discounts; 结算 needs a selection; the order is paid with points', async ({
    page,
    request,
  }) => {
    test.slow(); // two product pages, a sign-in and the bag on a shared 2-core machine
    const { quantity, fullMinus } = await findPieces(request);

    // A visitor adds one of each from the product pages: the header badge counts the local bag.
    await addFromProductPage(page, quantity.goods);
    await addFromProductPage(page, fullMinus.goods);
    await expect(page.getByRole('button', { name: '购物袋，2件商品' })).toBeVisible();

    // Signing in merges the local bag into the member's, with a notice.
    await page.goto('/login');
    await signInWithPassword(page, '13900000001', 'Jinyuan2026');
    await expect(page).toHaveURL(/\/myIndex\/accountOverview$/, slow);
    await expect(page.getByText('已将您登录前加入的 2 件商品合并到购物袋').first()).toBeVisible(slow);
    await page.getByRole('button', { name: /^购物袋/ }).click();
    const bag = page.getByRole('dialog', { name: '购物袋' });
    await expect(bag.getByRole('heading', { level: 3, name: quantity.goods.title })).toBeVisible(slow);
    await expect(bag.getByRole('heading', { level: 3, name: fullMinus.goods.title })).toBeVisible();
    await expect(bag.getByText('已将您登录前加入的 2 件商品合并到购物袋')).toBeVisible();

    // spec §9 with one piece of each: the full-minus applies by its threshold; 满2件 is one piece short.
    const a = unitFen(quantity.sku);
    const b = unitFen(fullMinus.sku);
    const minus = fullMinusFen(fullMinus.goods.labels[0] as Label, b);
    await expect(amount(bag, '商品总额')).toHaveText(yuan(a + b), slow);
    await expect(amount(bag, '合计')).toHaveText(yuan(a + b - minus));
    await expect(bag.getByText(/满2件95折 · 再买1件可享/)).toBeVisible();

    // Two of the quantity-discount piece: 95 is above 9, so a percentage — 5 % of its subtotal, half up.
    const line = bag.getByRole('listitem').filter({ has: page.getByRole('heading', { name: quantity.goods.title }) });
    await line.getByRole('button', { name: '增加数量' }).click();
    await expect(line.getByRole('textbox', { name: '数量' })).toHaveValue('2', slow);
    const discount = quantityDiscountFen(2 * a, 95);
    await expect(amount(bag, '满件折优惠')).toHaveText(`-${yuan(discount)}`, slow);
    await expect(amount(bag, '合计')).toHaveText(yuan(2 * a + b - minus - discount));

    // 结算 with nothing ticked (spec §5), then with every line ticked: /pay with the lines as JSON.
    await bag.getByRole('checkbox', { name: '全选' }).uncheck({ force: true });
    await bag.getByRole('button', { name: '结算' }).click();
    await expect(bag.getByRole('alert')).toHaveText('请勾选要结算的商品');
    await bag.getByRole('checkbox', { name: '全选' }).check({ force: true });
    await bag.getByRole('button', { name: '结算' }).click();
    await expect(page).toHaveURL(/\/pay\?carts=/, slow);
    const carts = JSON.parse(new URL(page.url()).searchParams.get('carts') ?? '[]') as {
      goodID: number;
      attribute: string;
      buyNum: number;
    }[];
    expect(carts).toEqual(
      expect.arrayContaining([
        { goodID: quantity.goods.goodsId, attribute: quantity.sku.attribute, buyNum: 2 },
        { goodID: fullMinus.goods.goodsId, attribute: fullMinus.sku.attribute, buyNum: 1 },
      ]),
    );
    expect(carts).toHaveLength(2);

    // /pay prices the same lines on the server through the same spec §9 module: the bag's total.
    await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible(slow);
    const summary = page.getByRole('region', { name: '订单金额' });
    const total = 2 * a + b - minus - discount;
    await expect(summary.getByRole('status')).toContainText(yuan(total), slow);
    // 500 points at the default rate of 50 (spec §9) take ¥10.00 off; then pay at the sandbox cashier.
    await page.getByRole('textbox', { name: '使用积分' }).fill('500');
    await expect(summary.getByRole('status')).toContainText(yuan(total - 1000), slow);
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/submitSuccess\?orderNo=/, slow);
    await page.getByRole('button', { name: '去支付' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '沙箱收银台' })).toBeVisible(slow);
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await expect(page).toHaveURL(/\/paySuccess\?orderNo=/, slow);
    await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible(slow);
  });
});
