import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { footprintPaths } from '@mall/contract/footprints';
import { http, HttpResponse } from 'msw';
import { goodsHandlers } from '../mocks/handlers';
import { GoodsDetailContainer } from './GoodsDetailContainer';

const meta = {
  title: 'Features/Goods/GoodsDetailContainer',
  component: GoodsDetailContainer,
  parameters: { app: {}, msw: { handlers: goodsHandlers.default } },
  args: {
    mouldNo: 'JYG00001',
    hrefs: {
      home: '/home',
      list: (keyword: string) => `/goodsList?keyword=${keyword}`,
      goods: (mouldNo: string) => `/goods?mouldNo=${mouldNo}`,
    },
    onAddToBag: fn(),
  },
  // A pending button leaves React Aria's announcement (role=img, labelled by the button) in the
  // shared live region; the next story has no such button, so clear it between stories.
  beforeEach: () => () => {
    for (const node of document.querySelectorAll('[data-live-announcer] [role="img"]')) node.remove();
  },
} satisfies Meta<typeof GoodsDetailContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A per-gram ring: the breakdown, the promotions, the sold-out size disabled with its reason. */
export const PerGramRing: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '足金古法福字戒指' })).toBeVisible();
    const breakdown = canvas.getByRole('region', { name: '按克计价' });
    await expect(within(breakdown).getByText('¥1,023.00')).toBeInTheDocument();
    await expect(await canvas.findByText('每满1000减50')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '13号 已售罄' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '11号' })).toBeChecked();
  },
};

const footprints: string[] = [];
const footprintHandler = http.post(footprintPaths('mall').update, async ({ request }) => {
  footprints.push(((await request.json()) as { mouldNo: string }).mouldNo);
  return HttpResponse.json({ code: 200, msg: 'success', data: null });
});

/** A signed-in customer opens the piece: its footprint is recorded once (spec §7 updateUserFootPrint). */
export const SignedInRecordsFootprint: Story = {
  parameters: {
    app: { user: { uid: 1001, uoid: 'C0060580001', nickname: '王女士', idToken: 'token-1' } },
    msw: { handlers: [footprintHandler, ...goodsHandlers.default] },
  },
  beforeEach: () => {
    footprints.length = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '足金古法福字戒指' })).toBeVisible();
    await waitFor(() => expect(footprints).toEqual(['JYG00001']));
  },
};

/** A visitor opens the piece: no footprint call (they have no member history). */
export const VisitorLeavesNoFootprint: Story = {
  parameters: { msw: { handlers: [footprintHandler, ...goodsHandlers.default] } },
  beforeEach: () => {
    footprints.length = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '足金古法福字戒指' })).toBeVisible();
    await expect(footprints).toEqual([]);
  },
};

/** Another size: price (per-gram breakdown) and stock follow, and it goes to the bag with its attribute. */
export const ChooseSize: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '12号' }));
    const breakdown = canvas.getByRole('region', { name: '按克计价' });
    // 1,023.00 × 3.52 + 288.00 = 3,888.96, and two pieces left.
    await waitFor(() => expect(within(breakdown).getByText('¥3,888.96')).toBeInTheDocument());
    await expect(canvas.getByText('仅剩2件')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '加入购物袋' }));
    await expect(args.onAddToBag).toHaveBeenCalledWith(
      expect.objectContaining({ mouldNo: 'JYG00001' }),
      'ringSize:12',
      1,
    );
    await expect(await canvas.findByText('已加入购物袋')).toBeVisible();
  },
};

/** A fixed-price diamond: promo price over the struck shop price, diamond category lines (spec §9). */
export const FixedPricePromotion: Story = {
  args: { mouldNo: 'JYD00002' },
  parameters: { msw: { handlers: [...goodsHandlers.noMarketings, ...goodsHandlers.default] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '臻钻星耀钻石吊坠' })).toBeVisible();
    await expect(canvas.getByText('5,399.00')).toBeVisible();
    await expect(canvas.getByText('原价')).toBeInTheDocument();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(
      expect.arrayContaining(['净度', '颜色', '克拉']),
    );
    await expect(canvas.queryByRole('region', { name: '按克计价' })).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** The bag is not wired yet: the page says so instead of a dead button. */
export const BagNotOpen: Story = {
  args: { onAddToBag: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('购物袋即将开放，敬请期待')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '加入购物袋' })).toBeNull();
  },
};

/** Adding fails: the server's message shows and the choice stays. */
export const AddFails: Story = {
  args: { onAddToBag: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '加入购物袋' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('加入购物袋失败，请稍后再试');
    await expect(canvas.getByRole('radio', { name: '11号' })).toBeChecked();
  },
};

/** Reviews are a tab below, loaded on demand. */
export const Reviews: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '商品评价' }));
    await expect(await canvas.findByText('福字很立体，做工精致，戴着很舒服。')).toBeVisible();
    await expect(canvas.getByText('5星，满分5星')).toBeInTheDocument();
  },
};

/** An unknown mould number: a clear not-found state with a way home. */
export const NotFound: Story = {
  args: { mouldNo: 'JYX99999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '商品不存在或已下架' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...goodsHandlers.detailLoading, ...goodsHandlers.default] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('商品加载中');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...goodsHandlers.detailFailing, ...goodsHandlers.default] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '商品暂时无法加载' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};
