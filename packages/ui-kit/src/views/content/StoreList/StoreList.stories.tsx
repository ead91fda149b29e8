import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoreList } from './StoreList';

const labels = { address: '地址', phone: '电话', hours: '营业时间', visit: '进入店铺', newTab: '（在新标签页打开）' };

const meta = {
  title: 'Views/Content/StoreList',
  component: StoreList,
  args: {
    labels,
    stores: [
      {
        id: '5',
        area: '上海',
        name: '南京东路旗舰店',
        address: '上海市黄浦区南京东路 300 号 1 层',
        phone: '021-6322-0001',
        hours: '10:00-22:00',
      },
      {
        id: '6',
        area: '上海',
        name: '徐家汇店',
        address: '上海市徐汇区虹桥路 1 号港汇中心 B1 层',
        phone: '021-6447-0002',
        hours: '10:00-22:00',
      },
      {
        id: '8',
        area: '北京',
        name: '王府井店',
        address: '北京市东城区王府井大街 138 号 1 层',
        phone: '010-6512-0004',
        hours: '10:00-22:00',
      },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoreList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Boutiques: address, a phone number to call and opening hours. */
export const Boutiques: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 3, name: '南京东路旗舰店' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '021-6322-0001' })).toHaveAttribute('href', 'tel:02163220001');
    await expect(canvas.queryByRole('link', { name: /进入店铺/ })).toBeNull();
  },
};

/** Official shops on other platforms: a link that says it opens a new tab. */
export const OnlineShops: Story = {
  args: {
    stores: [
      {
        id: '1',
        area: '天猫',
        name: '金缘珠宝官方旗舰店',
        hours: '全天营业，客服 9:00-24:00',
        url: 'https://jinyuan.tmall.example/',
      },
      {
        id: '2',
        area: '京东',
        name: '金缘珠宝京东自营旗舰店',
        hours: '全天营业，客服 9:00-24:00',
        url: 'https://mall.jd.example/jinyuan',
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const visit = canvas.getAllByRole('link', { name: /^进入店铺\s*（在新标签页打开）$/ });
    await expect(visit).toHaveLength(2);
    await expect(visit[0]).toHaveAttribute('target', '_blank');
    await expect(visit[0]).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.tab();
    await expect(visit[0]).toHaveFocus();
  },
};
