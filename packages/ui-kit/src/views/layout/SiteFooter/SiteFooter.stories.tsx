import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Views/Layout/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    navigationLabel: '页脚导航',
    columns: [
      {
        id: 'guide',
        title: '购物指南',
        links: [
          { id: 'register', title: '会员注册', href: '/helpCenter?id=11' },
          { id: 'order', title: '购物流程', href: '/helpCenter?id=12' },
          { id: 'gold-price', title: '金价说明', href: '/todaygold' },
        ],
      },
      {
        id: 'delivery',
        title: '配送与售后',
        links: [
          { id: 'shipping', title: '配送说明', href: '/helpCenter?id=21' },
          { id: 'returns', title: '退换货政策', href: '/helpCenter?id=22' },
          { id: 'invoice', title: '发票说明', href: '/helpCenter?id=23' },
        ],
      },
      {
        id: 'service',
        title: '特色服务',
        links: [
          { id: 'verify', title: '商品验证', href: '/commodityVerification' },
          { id: 'guarantee', title: '电子保证单', href: '/electronicGuarantee' },
          { id: 'custom', title: '企业定制', href: '/enterprise/customization/index' },
        ],
      },
      {
        id: 'about',
        title: '关于金缘',
        links: [
          { id: 'brand', title: '品牌故事', href: '/article?id=1' },
          { id: 'stores', title: '官方门店', href: '/onlineOfficialStore' },
          { id: 'contact', title: '联系我们', href: '/contact' },
        ],
      },
    ],
    supportTitle: '客户服务',
    hotlineLabel: '客服热线',
    hotlineNumber: '400-820-1314',
    hotlineHours: '工作日 9:30-17:30',
    chatLabel: '在线客服',
    chatHours: '每日 8:15-23:45',
    onChat: fn(),
    copyright: '© 2026 金缘珠宝有限公司 版权所有',
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, loaded, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: '页脚导航' });
    // Each column is a list named by its heading.
    const delivery = within(nav).getByRole('list', { name: '配送与售后' });
    await expect(within(delivery).getByRole('link', { name: '退换货政策' })).toHaveAttribute(
      'href',
      '/helpCenter?id=22',
    );
    await expect(within(nav).getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await userEvent.click(within(delivery).getByRole('link', { name: '退换货政策' }));
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/helpCenter?id=22');

    // The support block: the hotline dials, the chat opens through the caller.
    const support = within(footer).getByRole('region', { name: '客户服务' });
    await expect(within(support).getByRole('link', { name: '400-820-1314' })).toHaveAttribute('href', 'tel:4008201314');
    await expect(support).toHaveTextContent('工作日 9:30-17:30');
    await expect(support).toHaveTextContent('每日 8:15-23:45');
    await userEvent.click(within(support).getByRole('button', { name: '在线客服' }));
    await expect(args.onChat).toHaveBeenCalledOnce();
    await expect(footer).toHaveTextContent('© 2026 金缘珠宝有限公司 版权所有');
  },
};

/** With the language choice above the copyright line. */
export const WithLanguages: Story = {
  args: {
    languages: (
      <LanguageSwitcher
        label="语言"
        value="zh-CN"
        onChange={fn()}
        options={[
          { id: 'zh-CN', label: '简体中文', lang: 'zh-CN' },
          { id: 'zh-TW', label: '繁體中文', lang: 'zh-TW' },
          { id: 'en', label: 'English', lang: 'en' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const languages = within(footer).getByRole('radiogroup', { name: '语言' });
    await expect(within(languages).getByRole('radio', { name: '简体中文' })).toBeChecked();
    // Above the copyright line.
    const copyright = within(footer).getByText('© 2026 金缘珠宝有限公司 版权所有');
    await expect(languages.getBoundingClientRect().bottom).toBeLessThanOrEqual(copyright.getBoundingClientRect().top);
  },
};
