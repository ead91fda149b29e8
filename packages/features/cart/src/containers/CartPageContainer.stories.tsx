import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { bagStore } from '../hooks/bagStore';
import { cartHandlers } from '../mocks/handlers';
import { CartPageContainer } from './CartPageContainer';

const member = { uid: 1, uoid: 'U1', idToken: 't', nickname: '王女士', cardNo: '8800000001' };

const meta = {
  title: 'Features/Cart/CartPageContainer',
  component: CartPageContainer,
  args: { onCheckout: fn(), onGoShopping: fn(), goodsHref: (mouldNo: string) => `/goods?mouldNo=${mouldNo}` },
  parameters: { app: { user: member }, msw: { handlers: cartHandlers.memberBag() } },
  beforeEach: () => {
    bagStore.reload();
  },
} satisfies Meta<typeof CartPageContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /cart: the lines with their headings, the checkout bar with both discounts (spec §9). */
export const Member: Story = {
  parameters: { msw: { handlers: cartHandlers.memberBag() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的购物袋' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('合计').parentElement).toHaveTextContent('¥8,962.18'), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('heading', { name: '商品' })).toBeVisible();
  },
};

/** Deleting a line removes it on the server. */
export const Remove: Story = {
  parameters: { msw: { handlers: cartHandlers.memberBag() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '删除 足金素圈戒指' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: '足金素圈戒指' })).toBeNull());
    await expect(canvas.queryByRole('heading', { name: '失效商品' })).toBeNull();
  },
};

/** An empty bag on the page. */
export const Empty: Story = {
  parameters: { msw: { handlers: cartHandlers.emptyBag() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '购物袋是空的' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '结算' })).toBeNull();
  },
};
