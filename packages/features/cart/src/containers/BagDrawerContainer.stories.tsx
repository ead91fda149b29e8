import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { bagStore } from '../hooks/bagStore';
import { localBagStorageKey } from '../logic/localBag';
import { clearStaleAnnouncements } from '../mocks/announcer';
import { cartHandlers } from '../mocks/handlers';
import { diamondItem, necklaceItem } from '../mocks/samples';
import { BagDrawerContainer } from './BagDrawerContainer';

const member = { uid: 1, uoid: 'U1', idToken: 't', nickname: '王女士', cardNo: '8800000001' };
const staff = {
  uid: 900_000_001,
  uoid: 'JY80001',
  idToken: 't',
  nickname: '林晓',
  isStaff: true,
  staffCode: 'JY80001',
};

/** A pressed loading button leaves React Aria's announcement behind (see mocks/announcer). */
const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  clearStaleAnnouncements();
};

/** The bag drawer once it has slid in (until then it is still fading in, not yet visible). */
const drawer = async () => {
  const dialog = await screen.findByRole('dialog', { name: '购物袋' });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return dialog;
};

const meta = {
  title: 'Features/Cart/BagDrawerContainer',
  component: BagDrawerContainer,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onCheckout: fn(),
    onLoginRequired: fn(),
    onGoShopping: fn(),
    goodsHref: (mouldNo: string) => `/goods?mouldNo=${mouldNo}`,
  },
  parameters: { msw: { handlers: cartHandlers.emptyBag() } },
  beforeEach: () => {
    localStorage.removeItem(localBagStorageKey);
    bagStore.reload();
    // A pending button of the previous story may have left its announcement in the shared live region.
    for (const node of document.querySelectorAll('[data-live-announcer] [role="img"]')) node.remove();
  },
} satisfies Meta<typeof BagDrawerContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member's bag: newest first, the sold-out line apart; every valid line ticked, so both
 * activities apply (spec §9): ¥9,340.63 − ¥80 (满2000减80) − ¥298.45 (5 % of ¥5,969) = ¥8,962.18.
 * Unticking the diamond ring drops both: the necklace alone is one piece short of 满2件.
 */
export const Member: Story = {
  parameters: { app: { user: member }, msw: { handlers: cartHandlers.memberBag() } },
  play: async () => {
    const bag = within(await drawer());
    await waitFor(() => expect(bag.getByText('合计').parentElement).toHaveTextContent('¥8,962.18'), { timeout: 5000 });
    await expect(bag.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'PT950铂金肖邦项链',
      '18K金六爪钻石戒指',
      '足金福字戒指',
      '足金素圈戒指',
    ]);
    await expect(bag.getByRole('heading', { name: '失效商品' })).toBeVisible();
    await expect(bag.getByText('满减优惠').parentElement).toHaveTextContent('-¥80.00');
    await userEvent.click(bag.getByRole('checkbox', { name: '选择 18K金六爪钻石戒指' }));
    await waitFor(() => expect(bag.getByText('合计').parentElement).toHaveTextContent('¥6,120.63'));
    await expect(await bag.findByText('满2件95折 · 再买1件可享')).toBeVisible();
  },
};

/** Plus raises the quantity on the server (operateType 1); the totals follow. */
export const ChangeQuantity: Story = {
  parameters: { app: { user: member }, msw: { handlers: cartHandlers.memberBag() } },
  play: async () => {
    const bag = within(await drawer());
    const necklace = (await bag.findByRole('heading', { name: 'PT950铂金肖邦项链' })).closest('li') as HTMLElement;
    await userEvent.click(within(necklace).getByRole('button', { name: '增加数量' }));
    await waitFor(() => expect(within(necklace).getByRole('textbox', { name: '数量' })).toHaveValue('2'));
    await waitFor(() => expect(bag.getByText('商品总额').parentElement).toHaveTextContent('¥12,089.63'));
  },
};

/** 结算 with nothing ticked: 请勾选要结算的商品 (spec §5, §8). */
export const NoneSelected: Story = {
  parameters: { app: { user: member }, msw: { handlers: cartHandlers.memberBag() } },
  play: async ({ args }) => {
    const bag = within(await drawer());
    const all = await bag.findByRole('checkbox', { name: '全选' });
    await waitFor(() => expect(all).toBeChecked());
    await userEvent.click(all);
    await userEvent.click(bag.getByRole('button', { name: '结算' }));
    await expect(await bag.findByRole('alert')).toHaveTextContent('请勾选要结算的商品');
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await settle();
  },
};

/** 结算 checks the lines with the server, then hands them to the app for /pay. */
export const Checkout: Story = {
  parameters: { app: { user: member }, msw: { handlers: cartHandlers.memberBag() } },
  play: async ({ args }) => {
    const bag = within(await drawer());
    await bag.findByRole('heading', { name: '18K金六爪钻石戒指' });
    await userEvent.click(bag.getByRole('button', { name: '结算' }));
    await waitFor(() =>
      expect(args.onCheckout).toHaveBeenCalledWith([
        { goodID: 4, attribute: 'chainLength:45', buyNum: 1 },
        { goodID: 3, attribute: 'ringSize:8', buyNum: 1 },
        { goodID: 1, attribute: 'ringSize:10', buyNum: 1 },
      ]),
    );
    await settle();
  },
};

/** A visitor's local bag: shown from localStorage with the public activities; 结算 asks for sign-in. */
export const Visitor: Story = {
  parameters: { app: {}, msw: { handlers: cartHandlers.emptyBag() } },
  beforeEach: () => {
    localStorage.setItem(localBagStorageKey, JSON.stringify([necklaceItem, diamondItem]));
    bagStore.reload();
  },
  play: async ({ args }) => {
    const bag = within(await drawer());
    await waitFor(() => expect(bag.getByRole('heading', { name: 'PT950铂金肖邦项链' })).toBeVisible(), {
      timeout: 5000,
    });
    await waitFor(() => expect(bag.getByText('合计').parentElement).toHaveTextContent('¥5,590.55'), { timeout: 5000 });
    await userEvent.click(bag.getByRole('button', { name: '结算' }));
    await expect(args.onLoginRequired).toHaveBeenCalledOnce();
    await expect(bag.getByRole('alert')).toHaveTextContent('请先登录后再结算');
    await settle();
  },
};

/** The notice after a sign-in merged the visitor's bag. */
export const Merged: Story = {
  parameters: { app: { user: member }, msw: { handlers: cartHandlers.memberBag() } },
  play: async () => {
    bagStore.setMergedCount(2);
    const bag = within(await drawer());
    await expect(await bag.findByText('已将您登录前加入的 2 件商品合并到购物袋')).toBeVisible();
  },
};

/** Staff: no marketing discounts (spec §6), and the purchase limit stops the checkout with the server's message. */
export const StaffOverLimit: Story = {
  parameters: { app: { user: staff }, msw: { handlers: cartHandlers.staffOverLimit() } },
  play: async ({ args }) => {
    const bag = within(await drawer());
    await waitFor(() => expect(bag.getByText('合计').parentElement).toHaveTextContent('¥5,969.00'));
    await expect(bag.queryByText('满减优惠')).toBeNull();
    await expect(bag.getByText('员工内购不参与营销优惠')).toBeVisible();
    await userEvent.click(bag.getByRole('button', { name: '结算' }));
    await expect(await bag.findByText('本月内购额度剩余¥2,000.00，超出员工内购限额')).toBeVisible();
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await settle();
  },
};

/** An empty bag. */
export const Empty: Story = {
  parameters: { app: { user: member }, msw: { handlers: cartHandlers.emptyBag() } },
  play: async ({ args }) => {
    const bag = within(await drawer());
    await expect(await bag.findByRole('heading', { name: '购物袋是空的' })).toBeVisible();
    await userEvent.click(bag.getByRole('button', { name: '去逛逛' }));
    await expect(args.onGoShopping).toHaveBeenCalledOnce();
  },
};

/** While the bag loads. */
export const Loading: Story = {
  parameters: { app: { user: member }, msw: { handlers: cartHandlers.loading } },
  play: async () => {
    const bag = within(await drawer());
    await expect(bag.getByText('正在加载购物袋')).toBeInTheDocument();
  },
};

/** The bag could not be loaded: a retry. */
export const Failed: Story = {
  parameters: { app: { user: member }, msw: { handlers: cartHandlers.failing } },
  play: async () => {
    const bag = within(await drawer());
    await expect(await bag.findByText('购物袋暂时无法加载，请稍后再试', {}, { timeout: 5000 })).toBeVisible();
    await expect(bag.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
