import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { HeldOpen } from '../../../samples/HeldOpen';
import { Drawer } from './Drawer';

const bagItems = [
  '足金999 古法福字手镯 约28.5克',
  '足金999 生肖马吊坠 约3.2克',
  '18K金 钻石项链 45厘米',
  'PT950 铂金素圈戒指 12号',
  '足金999 如意平安扣 约5.1克',
  '足金999 宝宝长命锁 约8.8克',
  '18K金 红宝石耳钉',
  '足金999 龙凤对镯 约56.2克',
  '足金999 转运珠手绳',
  '足金999 金条 10克',
  '18K金 珍珠吊坠',
  '足金999 古法莲花耳环 约4.6克',
];

const meta = {
  title: 'Primitives/Overlays/Drawer',
  component: Drawer,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: '登录',
    closeLabel: '关闭',
    children: '登录后可查看订单、积分与会员专属权益。',
  },
  render: (args) => <HeldOpen component={Drawer} args={args} />,
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: '登录' });
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: '登录' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    // Tab stays inside the drawer: the close button is its only stop, so focus comes back to it.
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: '关闭' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ args, userEvent }) => {
    const page = within(document.body);
    const drawer = await page.findByRole('dialog', { name: '登录' });
    const panel = drawer.parentElement as HTMLElement;
    // Anchored to the right edge, full height.
    await waitFor(() => expect(panel.getBoundingClientRect().right).toBe(window.innerWidth));
    await expect(panel.getBoundingClientRect().height).toBe(window.innerHeight);

    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClickOutside: Story = {
  args: { isOpen: true },
  play: async ({ args, userEvent }) => {
    const page = within(document.body);
    const drawer = await page.findByRole('dialog', { name: '登录' });
    await userEvent.click(drawer.parentElement?.parentElement as HTMLElement);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The bag drawer: a long list scrolls under the title bar, the total and 去结算 stay at the bottom. */
export const LongContent: Story = {
  args: { isOpen: true, title: '购物袋', children: bagItems },
  render: (args) => (
    <HeldOpen
      component={Drawer}
      args={{
        ...args,
        footer: (
          <Button size="large" onPress={() => args.onOpenChange(false)}>
            去结算
          </Button>
        ),
        children: (
          <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 32 }}>
            {/* Twice over, so the list is longer than any test viewport. */}
            {[...(args.children as string[]), ...(args.children as string[])].map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        ),
      }}
    />
  ),
  play: async ({ args, userEvent }) => {
    const drawer = await within(document.body).findByRole('dialog', { name: '购物袋' });
    await waitFor(() => expect(drawer.scrollHeight).toBeGreaterThan(drawer.clientHeight));
    drawer.scrollTop = drawer.scrollHeight;
    const checkout = within(drawer).getByRole('button', { name: '去结算' });
    await waitFor(() => expect(checkout).toBeVisible());
    await userEvent.click(checkout);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
