import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, within } from 'storybook/test';
import { drawOnServer, hydrateInPlace, unmountHydrated } from '../../../samples/serverRendered';
import { PlainLink } from './PlainLink';

const meta = {
  title: 'Primitives/Navigation/PlainLink',
  component: PlainLink,
  args: { href: '/todaygold', children: '今日金价', onClick: fn() },
} satisfies Meta<typeof PlainLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain anchor: followed by click or Enter, it leads to its `href` and tells `onClick` first. */
export const Default: Story = {
  play: async ({ canvas, args, loaded, userEvent }) => {
    const link = canvas.getByRole('link', { name: '今日金价' });
    await expect(link).toHaveAttribute('href', '/todaygold');
    // No React Aria behind it: nothing to set up while the page hydrates.
    await expect(link).not.toHaveAttribute('data-rac');
    await expect(link).not.toHaveAttribute('tabindex');

    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/todaygold');

    // The keyboard follows it natively.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(loaded.navigate).toHaveBeenLastCalledWith('/todaygold');
  },
};

/** The link to the page on show, in a navigation. */
export const Current: Story = {
  args: { href: '/goodsList?keyword=黄金', children: '黄金首饰', 'aria-current': 'page' },
  render: (args) => (
    <nav aria-label="主导航">
      <PlainLink {...args} />
    </nav>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(within(nav).getByRole('link', { name: '黄金首饰' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A link whose content does not name it (an icon) is named by `aria-label`; a new tab is the browser's. */
export const NewTab: Story = {
  args: {
    href: 'https://stores.example.com/',
    children: <span aria-hidden="true">⌖</span>,
    'aria-label': '门店查询（新窗口打开）',
    target: '_blank',
    rel: 'noreferrer',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '门店查询（新窗口打开）' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noreferrer');
    await expect(link).toHaveAttribute('href', 'https://stores.example.com/');
  },
};

/** A component that handles the click itself and prevents it: the link goes nowhere. */
export const PreventedByTheCaller: Story = {
  args: { onClick: fn((event: MouseEvent<HTMLElement>) => event.preventDefault()) },
  play: async ({ canvas, args, loaded, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: '今日金价' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(loaded.navigate).not.toHaveBeenCalled();
  },
};

/**
 * A server-rendered page (issue #16): the server's anchor is the one the client keeps, React finds
 * nothing to correct in it, and a click after hydration reaches `onClick` and leads to the page.
 */
export const HydratesInPlace: Story = {
  args: { 'aria-current': 'page' },
  render: () => <div data-testid="server-page" />,
  beforeEach: unmountHydrated,
  play: async ({ canvas, args, loaded, userEvent }) => {
    const host = canvas.getByTestId('server-page');
    drawOnServer(host, <PlainLink {...args} />);
    const serverLink = within(host).getByRole('link', { name: '今日金价' });
    await expect(serverLink.outerHTML).toBe('<a href="/todaygold" aria-current="page">今日金价</a>');

    const { mismatches } = await hydrateInPlace(host, <PlainLink {...args} />);
    await expect(mismatches).toEqual([]);
    await expect(within(host).getByRole('link', { name: '今日金价' })).toBe(serverLink);

    await userEvent.click(serverLink);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/todaygold');
  },
};

/** Cannot be followed now (the previous page on the first page): a link announced as disabled, no address, no tab stop. */
export const Disabled: Story = {
  args: { isDisabled: true, children: '上一页' },
  play: async ({ canvas, args, loaded, userEvent }) => {
    const link = canvas.getByRole('link', { name: '上一页' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
    await userEvent.click(link);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(loaded.navigate).not.toHaveBeenCalled();
  },
};

/** No address, handled by `onClick` (a trail step the caller acts on): a tab stop followed by click or Enter. */
export const ActsOnClick: Story = {
  args: { href: undefined, children: '我的订单' },
  play: async ({ canvas, args, loaded, userEvent }) => {
    const link = canvas.getByRole('link', { name: '我的订单' });
    await expect(link).not.toHaveAttribute('aria-disabled');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(loaded.navigate).not.toHaveBeenCalled();
  },
};

/** The page on show, without an address (a breadcrumb's last step): named and marked current, not a tab stop. */
export const CurrentWithoutAddress: Story = {
  args: {
    href: undefined,
    onClick: undefined,
    isDisabled: true,
    children: '足金999 古法福字手镯',
    'aria-current': 'page',
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: '足金999 古法福字手镯' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
  },
};
