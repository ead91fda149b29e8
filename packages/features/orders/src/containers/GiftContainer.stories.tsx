import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { member, storyGift } from '../mocks/data';
import { clearStaleAnnouncements, createOrdersMock } from '../mocks/handlers';
import { GiftContainer } from './GiftContainer';

const onAddAddress = fn();
const onGoShopping = fn();
const token = 'q7Xc3m0PZk1yVt8sN2bLw4hR9aE6dFgJ5uKoYiQeTzU';

const awaiting = createOrdersMock({ gift: storyGift });

const meta = {
  title: 'Features/Orders/GiftContainer',
  component: GiftContainer,
  args: { token, onAddAddress, onGoShopping },
  parameters: { app: { user: member }, msw: { handlers: awaiting.handlers } },
  beforeEach: () => {
    awaiting.reset();
    onAddAddress.mockClear();
    onGoShopping.mockClear();
  },
} satisfies Meta<typeof GiftContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The recipient chooses an address and accepts: the page says where it ships. */
export const Awaiting: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '王女士送您一份礼物' })).toBeVisible();
    await expect(canvas.queryByText(/¥/)).toBeNull();
    await userEvent.click(await canvas.findByRole('radio', { name: /北京市/ }));
    await userEvent.click(canvas.getByRole('button', { name: '领取礼物' }));
    await expect(await canvas.findByRole('heading', { name: '礼物已领取' })).toBeVisible();
    await expect(canvas.getByText(/礼物将寄往 广东省 深圳市 罗湖区/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '领取礼物' })).toBeNull();
    clearStaleAnnouncements();
  },
};

const taken = createOrdersMock({ gift: storyGift, giftRefusal: '礼物已被领取' });
/** Another member was first: the refusal is said in words. */
export const AlreadyTaken: Story = {
  parameters: { msw: { handlers: taken.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '领取礼物' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('礼物已被领取'));
  },
};

/** The buyer opened their own link: no answers, just what to do with it. */
export const Own: Story = {
  parameters: { msw: { handlers: createOrdersMock({ gift: { ...storyGift, isOwn: true } }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '这是您送出的礼物' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '领取礼物' })).toBeNull();
  },
};

/** Returned earlier. */
export const Declined: Story = {
  parameters: {
    msw: {
      handlers: createOrdersMock({
        gift: { ...storyGift, state: 'declined', settledAt: '2026-11-23T10:00:00.000Z' },
      }).handlers,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '礼物已退回' })).toBeVisible();
  },
};

/** A wrong link (404). */
export const NotFound: Story = {
  parameters: { msw: { handlers: createOrdersMock().handlers } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('礼物不存在或链接有误')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去逛逛' }));
    await expect(onGoShopping).toHaveBeenCalledOnce();
  },
};
