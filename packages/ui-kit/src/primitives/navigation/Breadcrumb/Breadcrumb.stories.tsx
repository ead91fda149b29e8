import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Primitives/Navigation/Breadcrumb',
  component: Breadcrumb,
  args: { 'aria-label': '面包屑', items: [{ id: 'home', label: '首页', href: '/home' }], onAction: fn() },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: the trail defaults to one entry, home at /home, which is then the current page. */
export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '面包屑' })).toBeVisible();
    const home = canvas.getByRole('link', { name: '首页' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    // The landmark carries the name; the list has none of its own.
    await expect(canvas.getByRole('list')).not.toHaveAttribute('aria-label');
  },
};

/** A product page reached through a category and a search. */
export const Deep: Story = {
  args: {
    items: [
      { id: 'home', label: '首页', href: '/home' },
      { id: 'gold', label: '黄金首饰', href: '/goodsList?keyword=黄金' },
      { id: 'bangle', label: '手镯', href: '/goodsList?keyword=手镯' },
      { id: 'goods', label: '足金999 古法福字手镯' },
    ],
  },
  // The steps are plain links the app routes (the preview's loaded.navigate stands in for it).
  play: async ({ canvas, loaded, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const current = canvas.getByRole('link', { name: '足金999 古法福字手镯' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);

    const gold = canvas.getByRole('link', { name: '黄金首饰' });
    await expect(gold).toHaveAttribute('href', '/goodsList?keyword=黄金');
    await userEvent.click(gold);
    await expect(loaded.navigate).toHaveBeenCalledWith('/goodsList?keyword=黄金');

    // Keyboard: Tab goes on through the parent steps; the current page is not a stop.
    await expect(gold).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '手镯' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(loaded.navigate).toHaveBeenLastCalledWith('/goodsList?keyword=手镯');
    await userEvent.tab();
    await expect(current).not.toHaveFocus();
  },
};

/** Steps without an address report their id instead (for trails that only change a filter). */
export const WithActions: Story = {
  args: {
    items: [
      { id: 'home', label: '首页', href: '/home' },
      { id: 'orders', label: '订单中心' },
      { id: 'order', label: '订单详情' },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: '订单中心' }));
    await expect(args.onAction).toHaveBeenCalledWith('orders');
  },
};
