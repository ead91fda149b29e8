import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { drawOnServer, hydrateInPlace, unmountHydrated } from '../../../samples/serverRendered';
import { TabNav, type TabNavItem } from './TabNav';

/** An inline SVG advert (no network in stories). */
const advertSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8f1e0"/><stop offset="1" stop-color="#c9a24a"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="300" cy="150" r="80" fill="none" stroke="#7a5a12" stroke-width="14"/><circle cx="300" cy="150" r="56" fill="none" stroke="#a4141d" stroke-width="4"/></svg>',
)}`;

const items: TabNavItem[] = [
  { id: 'home', title: '首页', href: '/home' },
  {
    id: 'gold',
    title: '黄金首饰',
    href: '/goodsList?keyword=黄金',
    children: [
      {
        id: 'gold-pure',
        title: '足金',
        href: '/goodsList?keyword=足金',
        children: [
          { id: 'gold-bangle', title: '足金手镯', href: '/goodsList?keyword=足金手镯' },
          { id: 'gold-necklace', title: '足金项链', href: '/goodsList?keyword=足金项链' },
          { id: 'gold-pendant', title: '足金吊坠', href: '/goodsList?keyword=足金吊坠' },
          { id: 'gold-ring', title: '足金戒指', href: '/goodsList?keyword=足金戒指' },
        ],
      },
      {
        id: 'gold-ancient',
        title: '古法金',
        href: '/goodsList?keyword=古法金',
        children: [
          { id: 'ancient-bangle', title: '古法手镯', href: '/goodsList?keyword=古法手镯' },
          { id: 'ancient-fu', title: '福字吊坠', href: '/goodsList?keyword=福字吊坠' },
          { id: 'ancient-beads', title: '转运珠', href: '/goodsList?keyword=转运珠' },
        ],
      },
      { id: 'gold-bar', title: '投资金条', href: '/goodsList?keyword=金条' },
      { id: 'gold-medal', title: '生肖金章', href: '/goodsList?keyword=金章' },
    ],
    advert: { src: advertSrc, alt: '新春古法金系列，工费满2件享9折', href: '/d?id=2026-spring' },
  },
  {
    id: 'diamond',
    title: '钻石',
    href: '/goodsList?keyword=钻石',
    children: [
      { id: 'diamond-ring', title: '钻石戒指', href: '/goodsList?keyword=钻戒' },
      { id: 'diamond-necklace', title: '钻石项链', href: '/goodsList?keyword=钻石项链' },
      { id: 'diamond-earring', title: '钻石耳饰', href: '/goodsList?keyword=钻石耳饰' },
      { id: 'diamond-wedding', title: '婚嫁对戒', href: '/goodsList?keyword=对戒' },
    ],
  },
  { id: 'platinum', title: '铂金', href: '/goodsList?keyword=铂金' },
  { id: 'jade', title: '翡翠玉石', href: '/goodsList?keyword=翡翠' },
  { id: 'pearl', title: '珍珠', href: '/goodsList?keyword=珍珠' },
  { id: 'today-gold', title: '今日金价', href: '/todaygold' },
];

const page = within(document.body);

const meta = {
  title: 'Views/Layout/TabNav',
  component: TabNav,
  args: { items, 'aria-label': '主导航', hoverDelayMs: 50, closeDelayMs: 100, onOpenChange: fn() },
  decorators: [
    (Story) => (
      // Room for the panel that hangs under the row.
      <div style={{ maxWidth: 1200, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TabNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A resting mouse opens the category panel; it stays while the pointer is in it and closes once it leaves. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    const trigger = within(nav).getByRole('button', { name: '黄金首饰' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.queryByRole('group', { name: '黄金首饰' })).toBeNull();

    await userEvent.hover(trigger);
    const panel = await page.findByRole('group', { name: '黄金首饰' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith('gold');
    // Hovering does not move focus.
    await expect(panel).not.toContainElement(document.activeElement as HTMLElement);

    // Into the panel and back out.
    await userEvent.unhover(trigger);
    await userEvent.hover(within(panel).getByRole('link', { name: '古法手镯' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(panel);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(null);

    // Leave a panel open for the accessibility check.
    await userEvent.hover(within(nav).getByRole('button', { name: '钻石' }));
    await page.findByRole('group', { name: '钻石' });
  },
};

/** The keyboard path: ArrowDown opens and moves in, arrows move, Escape returns; Enter then Tab; focus-out closes. */
export const OpenCategory: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '黄金首饰' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    // ArrowDown: open and move to the first link, the tab's own page.
    await userEvent.keyboard('{ArrowDown}');
    const panel = await page.findByRole('group', { name: '黄金首饰' });
    await waitFor(() => expect(within(panel).getByRole('link', { name: '黄金首饰' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(panel).getByRole('link', { name: '足金' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(panel).getByRole('link', { name: '足金手镯' })).toHaveFocus();

    // Escape: closed, and back on the tab.
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.queryByRole('group', { name: '黄金首饰' })).toBeNull();

    // Enter opens it with focus on the tab; Tab walks into it.
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('link', { name: '黄金首饰' })).toHaveFocus();

    // Focus leaving tab and panel closes it.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Space toggles as well; leave it open, with focus inside, for the accessibility check.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('link', { name: '黄金首饰' })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith('gold');
  },
};

/** The page on show is a third-level item: its tab says it holds the current page, and its link is the current page. */
export const CurrentItem: Story = {
  args: { currentId: 'ancient-bangle' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '黄金首饰' });
    await expect(trigger).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');

    await userEvent.click(trigger);
    const panel = await page.findByRole('group', { name: '黄金首饰' });
    await expect(within(panel).getByRole('link', { name: '古法手镯' })).toHaveAttribute('aria-current', 'page');
    await expect(within(panel).getByRole('link', { name: '足金手镯' })).not.toHaveAttribute('aria-current');
  },
};

/** A plain tab link whose page is on show. */
export const CurrentTab: Story = {
  args: { currentId: 'today-gold' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '今日金价' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '黄金首饰' })).not.toHaveAttribute('aria-current');
  },
};

/** Following a link: a tab link leads to its page; a link in a panel closes the panel and returns focus to its tab. */
export const FollowingALink: Story = {
  play: async ({ canvas, args, loaded, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: '今日金价' }));
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/todaygold');

    const trigger = canvas.getByRole('button', { name: '黄金首饰' });
    await userEvent.click(trigger);
    const panel = await page.findByRole('group', { name: '黄金首饰' });
    await userEvent.click(within(panel).getByRole('link', { name: '古法手镯' }));
    await expect(loaded.navigate).toHaveBeenLastCalledWith('/goodsList?keyword=古法手镯');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(null);

    // The keyboard: ArrowDown into the panel, down to a link, Enter follows it.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(page.getByRole('link', { name: '黄金首饰' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(loaded.navigate).toHaveBeenLastCalledWith('/goodsList?keyword=足金手镯');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
    await expect(loaded.navigate).toHaveBeenCalledTimes(3);
  },
};

/**
 * A server-rendered page (issue #16): every link of the row and of the hidden panels is a plain
 * anchor, with nothing of React Aria to set up while the page hydrates; hydration keeps the server's
 * links as they are, React finds nothing to correct, and a link followed afterwards leads to its page.
 */
export const HydratesInPlace: Story = {
  args: { currentId: 'ancient-bangle' },
  render: () => <div data-testid="server-page" />,
  beforeEach: unmountHydrated,
  play: async ({ canvas, args, loaded, userEvent }) => {
    const host = canvas.getByTestId('server-page');
    drawOnServer(host, <TabNav {...args} />);
    const serverLinks = Array.from(host.querySelectorAll('a'));
    // 5 plain tabs; 黄金首饰's panel: its own page, 11 links and the advert; 钻石's: its own page and 4.
    await expect(serverLinks).toHaveLength(5 + 13 + 5);
    for (const link of serverLinks) {
      await expect(link).toHaveAttribute('href');
      await expect(link).not.toHaveAttribute('data-rac');
    }

    const { removed, mismatches } = await hydrateInPlace(host, <TabNav {...args} />, 300);

    await expect(mismatches).toEqual([]);
    await expect(removed).toEqual([]);
    await expect(Array.from(host.querySelectorAll('a'))).toEqual(serverLinks);

    const trigger = within(host).getByRole('button', { name: '黄金首饰' });
    await expect(trigger).toHaveAttribute('aria-current', 'true');
    await userEvent.click(trigger);
    const panel = await within(host).findByRole('group', { name: '黄金首饰' });
    const current = within(panel).getByRole('link', { name: '古法手镯' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(current);
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/goodsList?keyword=古法手镯');
  },
};
