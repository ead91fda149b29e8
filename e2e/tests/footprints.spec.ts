import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInWithPassword, slow } from '../support/mall.ts';

/**
 * Issue #13 footprints (/myIndex/myTracks) against the seeded reference server: pieces a member
 * opens are kept by day, newest first; 加入购物袋 puts a one-size piece in the bag; 清空足迹 asks,
 * then empties the history. The demo member 13900000006 is used by no other journey's bag.
 */

type Detail = {
  mouldNo: string;
  title: string;
  newTitle: string;
  isPresell: boolean;
  pointProductType: number | null;
  skus: { stockQtyWeb: number }[];
};

/** The first seeded piece of a category letter (ordinary: no presale, no points) that `fits`. */
async function findPiece(request: APIRequestContext, letter: string, fits: (goods: Detail) => boolean) {
  for (let n = 1; n <= 40; n += 1) {
    const response = await request.post('/mall-goods-server/product/queryGoodsDetails', {
      data: { mouldNo: `JY${letter}${String(n).padStart(5, '0')}` },
    });
    if (!response.ok()) continue;
    const goods = ((await response.json()) as { data: Detail }).data;
    if (!goods.isPresell && goods.pointProductType === null && fits(goods)) return goods;
  }
  throw new Error(`the seed has no suitable JY${letter} piece`);
}

test('footprints: kept by day, added to the bag, cleared after a confirm (issue #13)', async ({ page, request }) => {
  test.slow();
  const single = await findPiece(
    request,
    'B',
    (goods) => goods.skus.length === 1 && (goods.skus[0]?.stockQtyWeb ?? 0) >= 3,
  );
  const sized = await findPiece(request, 'G', (goods) => goods.skus.length > 1);
  await page.goto('/login');
  await signInWithPassword(page, '13900000006', 'Jinyuan2026');
  await expect(page).toHaveURL(/\/myIndex\/accountOverview$/, slow);

  // The page is drawn by the server; the footprint is kept once the page has started in the browser,
  // so each visit waits for that call before the next page (leaving at once would leave no footprint).
  for (const goods of [sized, single]) {
    const kept = page.waitForResponse(
      (response) => response.url().includes('/userFootPrint/updateUserFootPrint') && response.ok(),
      slow,
    );
    await page.goto(`/goods?mouldNo=${goods.mouldNo}`);
    await expect(page.getByRole('heading', { level: 1, name: goods.title })).toBeVisible(slow);
    await kept;
  }

  await page.goto('/myIndex/myTracks');
  await expect(page.getByRole('heading', { level: 1, name: '我的足迹' })).toBeVisible(slow);
  const today = page.getByRole('region', { name: '今天' });
  // Newest first: the piece opened last leads.
  await expect(today.getByRole('article').first()).toContainText(single.newTitle || single.title, slow);
  await expect(today.getByRole('article').nth(1)).toContainText(sized.newTitle || sized.title);

  await today.getByRole('button', { name: `将${single.newTitle || single.title}加入购物袋` }).click();
  await expect(page.getByText('已加入购物袋')).toBeVisible(slow);
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText(single.title, slow);

  // A piece with sizes opens its product page to choose.
  await page.goto('/myIndex/myTracks');
  await page
    .getByRole('region', { name: '今天' })
    .getByRole('button', { name: `将${sized.newTitle || sized.title}加入购物袋` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/goods\\?mouldNo=${sized.mouldNo}$`), slow);

  await page.goto('/myIndex/myTracks');
  await page.getByRole('button', { name: '清空足迹' }).click(slow);
  const dialog = page.getByRole('alertdialog', { name: '清空足迹' });
  await dialog.getByRole('button', { name: '清空' }).click();
  await expect(page.getByRole('heading', { name: '还没有浏览记录' })).toBeVisible(slow);
});
