import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WebViewFrame } from './WebViewFrame';

/** A small page standing in for a campaign page (stories have no network). */
const campaignPage = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="zh-CN"><title>新春活动</title><body style="font-family:sans-serif;padding:24px"><h1>岁岁金安 新春专场</h1><p>满¥3,000减¥200</p></body></html>',
)}`;

const meta = {
  title: 'Views/Content/WebViewFrame',
  component: WebViewFrame,
  args: {
    title: '岁岁金安 新春专场',
    back: { label: '返回商城', href: '/home' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WebViewFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An allowed campaign page: the title as the page's heading and the frame's name, in its sandbox, with the way back. */
export const Framed: Story = {
  args: { page: { src: campaignPage, sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '岁岁金安 新春专场' })).toBeVisible();
    const frame = canvas.getByTitle('岁岁金安 新春专场');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    await expect(frame).toHaveAttribute('src', campaignPage);
    await expect(frame).toHaveAttribute('allow', '');
    const back = canvas.getByRole('link', { name: /返回商城/ });
    await expect(back).toHaveAttribute('href', '/home');
    await userEvent.tab();
    await expect(back).toHaveFocus();
  },
};

/** An address the mall does not allow: a clear refusal, no frame at all. */
export const Refused: Story = {
  args: {
    title: '页面浏览',
    refusal: {
      title: '无法打开该页面',
      description: '出于安全考虑，商城只打开金缘珠宝认可的活动页面。请返回商城继续浏览。',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '无法打开该页面' })).toBeVisible();
    await expect(canvas.getByText(/出于安全考虑/)).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('link', { name: /返回商城/ })).toHaveAttribute('href', '/home');
  },
};

/** A very long campaign name wraps in the bar rather than pushing the way back off the screen. */
export const LongTitle: Story = {
  args: {
    title: '金缘珠宝 × 非遗花丝镶嵌 年度匠心大展 线上专场：缠枝莲系列首发与会员专享礼遇',
    refusal: { title: '无法打开该页面', description: '该页面地址不在允许的范围内。' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /返回商城/ })).toBeVisible();
  },
};
