import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import { Button } from '../../../primitives/controls/Button/Button';
import { GoldPrice } from '../../gold-price/GoldPrice/GoldPrice';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { IconButton } from '../../../primitives/controls/IconButton/IconButton';
import { NoticeBar } from '../NoticeBar/NoticeBar';
import { Popover } from '../../../primitives/overlays/Popover/Popover';
import { TabNav, type TabNavItem } from '../TabNav/TabNav';
import { SiteHeader } from './SiteHeader';

/** An inline SVG logo (no network in stories): a gold emblem and the wordmark. */
const logoSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" width="200" height="48"><circle cx="24" cy="24" r="21" fill="#c9a24a"/><circle cx="24" cy="24" r="13" fill="none" stroke="#ffffff" stroke-width="3"/><circle cx="24" cy="24" r="5" fill="#a4141d"/><text x="54" y="33" font-size="25" font-weight="600" fill="#a4141d" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">金缘珠宝</text></svg>',
)}`;

const menu: TabNavItem[] = [
  { id: 'home', title: '首页', href: '/home' },
  {
    id: 'gold',
    title: '黄金首饰',
    href: '/goodsList?keyword=黄金',
    children: [
      { id: 'gold-bangle', title: '足金手镯', href: '/goodsList?keyword=足金手镯' },
      { id: 'gold-necklace', title: '足金项链', href: '/goodsList?keyword=足金项链' },
      { id: 'ancient', title: '古法金', href: '/goodsList?keyword=古法金' },
      { id: 'gold-bar', title: '投资金条', href: '/goodsList?keyword=金条' },
    ],
  },
  { id: 'diamond', title: '钻石', href: '/goodsList?keyword=钻石' },
  { id: 'jade', title: '翡翠玉石', href: '/goodsList?keyword=翡翠' },
  { id: 'today-gold', title: '今日金价', href: '/todaygold' },
];

/** Story scaffolding: the header's actions as the layout feature wires them (gold price, search, account, stores, bag). */
const actions = (
  <>
    <Popover
      aria-label="今日金价"
      openOnHover
      placement="bottom end"
      trigger={
        <Button tone="link">
          <Icon name="gold" />
          今日金价
        </Button>
      }
    >
      <GoldPrice
        title="今日金价"
        labels={{
          todayPriceHK: '零售足金',
          todayPriceTzjt: '金条/金章',
          todayPriceHgjShi: '黄金增值服务',
          baiJianHJPrice: '回收',
        }}
        prices={{
          todayPriceHK: '1,023.00',
          todayPriceTzjt: '978.00',
          todayPriceHgjShi: '968.00',
          baiJianHJPrice: '905.00',
        }}
        unit="元/克"
        readingTime="更新时间：2026年2月14日 09:30"
        loadingLabel="金价加载中"
      />
    </Popover>
    <IconButton icon="search" label="搜索" />
    <Popover aria-label="我的账户" placement="bottom end" trigger={<IconButton icon="user" label="我的账户" />}>
      <AccountMenu
        isLoggedIn={false}
        loginLabel="登录"
        registerLabel="注册"
        logoutLabel="退出登录"
        onLogin={fn()}
        onRegister={fn()}
        onLogout={fn()}
      />
    </Popover>
    <Link href="https://stores.example.com" target="_blank" rel="noreferrer" aria-label="门店查询（新窗口打开）">
      <Icon name="location" />
    </Link>
    <IconButton icon="bag" label="购物袋" badge={3} badgeLabel="购物袋，3件商品" />
  </>
);

const navigation = <TabNav items={menu} aria-label="主导航" currentId="home" />;

const meta = {
  title: 'Views/Layout/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { logoSrc, brandName: '金缘珠宝', homeHref: '/home', actions, navigation },
  argTypes: {
    actions: { control: false },
    navigation: { control: false },
    notice: { control: false },
  },
  decorators: [
    (Story) => (
      <div>
        <Story />
        {/* A long page, so the sticky header can be seen staying on top. */}
        <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16, minHeight: 1600 }}>
          <h1 style={{ margin: 0, fontSize: 22 }}>新春古法金系列</h1>
          <p>足金999，古法工艺，手工锤揲，每一件都是独一无二的传承。</p>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const banner = canvas.getByRole('banner');
    const home = within(banner).getByRole('link', { name: '金缘珠宝' });
    await expect(home).toHaveAttribute('href', '/home');
    await expect(within(home).getByRole('img', { name: '金缘珠宝' }).getBoundingClientRect().height).toBe(48);
    // The logo leads home.
    await userEvent.click(home);
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/home');
    await expect(within(banner).getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: '购物袋，3件商品' })).toBeVisible();

    // Sticky: scrolled down, the header is still at the top.
    window.scrollTo(0, 400);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await expect(banner.getBoundingClientRect().top).toBe(0);
    window.scrollTo(0, 0);
  },
};

/** Compressed after scrolling down: smaller logo, tighter padding. */
export const Compact: Story = {
  args: { isCompact: true },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('img', { name: '金缘珠宝' }).getBoundingClientRect().height).toBe(32);
    await expect(banner).toHaveAttribute('data-compact');
  },
};

/**
 * Compressing as the page scrolls never moves the page: the header keeps its full height and the
 * strip its panel no longer covers shows the page and passes clicks through (no layout shift
 * under a pointer on its way to a link).
 */
export const CompressingKeepsThePageInPlace: Story = {
  render: function Render(args) {
    const [isCompact, setIsCompact] = useState(false);
    return (
      <>
        <SiteHeader {...args} isCompact={isCompact} />
        <Button onPress={() => setIsCompact((was) => !was)}>{isCompact ? '展开页头' : '压缩页头'}</Button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const banner = canvas.getByRole('banner');
    const toggle = canvas.getByRole('button', { name: '压缩页头' });
    const topBefore = toggle.getBoundingClientRect().top;
    await userEvent.click(toggle);
    await waitFor(() => expect(banner).toHaveAttribute('data-compact'));
    await expect(within(banner).getByRole('img', { name: '金缘珠宝' }).getBoundingClientRect().height).toBe(32);
    await expect(toggle.getBoundingClientRect().top).toBe(topBefore);
    // The uncovered strip takes no clicks: the page under it gets them.
    const logoRow = within(banner).getByRole('navigation', { name: '主导航' }).getBoundingClientRect();
    const strip = { x: logoRow.left + 4, y: (logoRow.bottom + banner.getBoundingClientRect().bottom) / 2 };
    await expect(banner.contains(document.elementFromPoint(strip.x, strip.y))).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: '展开页头' }));
    await waitFor(() => expect(banner).not.toHaveAttribute('data-compact'));
    await expect(canvas.getByRole('button', { name: '压缩页头' }).getBoundingClientRect().top).toBe(topBefore);
  },
};

/**
 * Compressed before the first frame is painted (a page opened already scrolled): the header still
 * keeps the height it had in full, measured at once rather than on the size observer's first report.
 */
export const CompressedBeforeItsFirstFrame: Story = {
  render: function Render(args) {
    const [isCompact, setIsCompact] = useState(false);
    // Runs after the header's own layout effect, before the browser paints or observes a size.
    useLayoutEffect(() => setIsCompact(true), []);
    return <SiteHeader {...args} isCompact={isCompact} />;
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await waitFor(() => expect(banner).toHaveAttribute('data-compact'));
    const logoRow = within(banner).getByRole('navigation', { name: '主导航' }).getBoundingClientRect();
    await expect(banner.getBoundingClientRect().bottom).toBeGreaterThan(logoRow.bottom + 1);
  },
};

/** The whole top of the page: notice bar, header, navigation. Closing the notice leaves the header in place. */
export const WithNoticeBar: Story = {
  args: {
    notice: (
      <NoticeBar
        notices={[
          {
            id: 'spring-sale',
            content: '新春特惠：足金饰品满2件享9折，活动截至2月28日',
            href: '#spring-sale',
            durationMs: 5000,
          },
          { id: 'gold-price', content: '今日金价已更新，以结算页显示价格为准', durationMs: 5000 },
        ]}
        label="站点公告"
        closeLabel="关闭公告"
        pauseLabel="暂停滚动"
        resumeLabel="继续滚动"
        onClose={fn()}
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const banner = canvas.getByRole('banner');
    const notice = within(banner).getByRole('region', { name: '站点公告' });
    // The notice sits above the logo row.
    const logo = within(banner).getByRole('link', { name: '金缘珠宝' });
    await expect(notice.getBoundingClientRect().bottom).toBeLessThanOrEqual(logo.getBoundingClientRect().top);

    // The gold price opens from the header.
    await userEvent.click(within(banner).getByRole('button', { name: '今日金价' }));
    const goldPrice = await within(document.body).findByRole('dialog', { name: '今日金价' });
    await expect(within(goldPrice).getAllByRole('term')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());

    const heightWithNotice = banner.getBoundingClientRect().height;
    await userEvent.click(within(banner).getByRole('button', { name: '关闭公告' }));
    await expect(within(banner).queryByRole('region', { name: '站点公告' })).toBeNull();
    await expect(banner.getBoundingClientRect().height).toBeLessThan(heightWithNotice);
    await expect(within(banner).getByRole('link', { name: '金缘珠宝' })).toBeVisible();
  },
};
