import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WebViewContainer } from './WebViewContainer';

// The stories' runtime config allows `self` and https://campaign.jinyuan.example (.storybook/appProviders.tsx).
const ownPage = `${window.location.origin}/__webview-story/today-gold`;

const meta = {
  title: 'Features/Content/WebViewContainer',
  component: WebViewContainer,
  args: { url: 'https://campaign.jinyuan.example/2026/spring', title: '岁岁金安 新春专场', backHref: '/home' },
  parameters: { app: {}, layout: 'fullscreen' },
} satisfies Meta<typeof WebViewContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An allowed campaign origin: framed with its own origin kept, the query's title as the heading. */
export const Campaign: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '岁岁金安 新春专场' })).toBeVisible();
    const frame = canvas.getByTitle('岁岁金安 新春专场');
    await expect(frame).toHaveAttribute('src', 'https://campaign.jinyuan.example/2026/spring');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    await expect(canvas.getByRole('link', { name: /返回商城/ })).toHaveAttribute('href', '/home');
  },
};

/** The mall's own page (`self`, plain http in development): framed in the same sandbox. */
export const OwnPage: Story = {
  args: { url: ownPage, title: null },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('活动页面');
    await expect(frame).toHaveAttribute('src', ownPage);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  },
};

/** A host not in the list: refused, and the query's title is not shown above the refusal. */
export const OtherHost: Story = {
  args: { url: 'https://campaign.jinyuan.example@evil.example/login', title: '请重新输入密码' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '页面浏览' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '无法打开该页面' })).toBeVisible();
    await expect(canvas.getByText(/只打开金缘珠宝认可的活动页面/)).toBeVisible();
    await expect(canvas.queryByText('请重新输入密码')).toBeNull();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** An allowed host over plain http: refused for want of https. */
export const Insecure: Story = {
  args: { url: 'http://campaign.jinyuan.example/2026/spring' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/没有使用安全连接（https）/)).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** javascript: is never a page. */
export const Script: Story = {
  args: { url: 'javascript:alert(document.cookie)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '无法打开该页面' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** /webView without a url. */
export const Missing: Story = {
  args: { url: null, title: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/缺少要打开的页面地址/)).toBeVisible();
  },
};
