import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from './RichText';

const article =
  '<p>足金是指含金量不低于千分之九百九十的黄金。日常佩戴时，请避免接触香水、漂白剂与温泉。</p>' +
  '<h2>一、如何清洁</h2><p>用温水加少量中性清洁剂，以软毛刷轻刷后用无绒布擦干。</p>' +
  '<h3>小贴士</h3><ul><li>分开存放，避免刮花</li><li>运动、洗澡前取下</li></ul>' +
  '<blockquote>以金为缘，以心相守。</blockquote>' +
  '<table><thead><tr><th>材质</th><th>含金量</th></tr></thead><tbody><tr><td>足金</td><td>≥ 990‰</td></tr><tr><td>千足金</td><td>≥ 999‰</td></tr></tbody></table>' +
  '<p>更多问题请见<a href="/helpCenter">帮助中心</a>。</p>';

const widePicture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2400 800"><rect width="2400" height="800" fill="#f8f1e0"/><circle cx="1200" cy="400" r="260" fill="none" stroke="#c9a24a" stroke-width="40"/></svg>')}`;

const meta = {
  title: 'Primitives/Typography/RichText',
  component: RichText,
  args: { html: article },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A jewellery-care article: headings, a list, a quote, a table and a link. */
export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '一、如何清洁' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/helpCenter');
  },
};

/** A legal clause, named as a region for assistive technology. */
export const Clause: Story = {
  args: {
    'aria-label': '用户协议',
    html: '<h2>一、协议的范围</h2><p>本协议是您与金缘珠宝之间关于使用官方商城服务所订立的协议。</p><h2>二、账户</h2><ol><li>您应使用本人手机号注册。</li><li>请妥善保管账户与密码。</li></ol>',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '用户协议' });
    await expect(region).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A picture wider than the column shrinks to fit instead of overflowing. */
export const WidePicture: Story = {
  args: {
    html: `<p><img src="${widePicture}" width="2400" height="800" alt="品牌故事"></p><p>金缘珠宝始于一家临街的小金铺。</p>`,
  },
  play: async ({ canvas, canvasElement }) => {
    const picture = canvas.getByRole('img', { name: '品牌故事' });
    await expect(picture.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().width,
    );
  },
};
