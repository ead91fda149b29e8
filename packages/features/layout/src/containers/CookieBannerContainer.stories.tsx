import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { agreeCookieKey, CookieBannerContainer } from './CookieBannerContainer';

const meta = {
  title: 'Features/Layout/CookieBannerContainer',
  component: CookieBannerContainer,
  parameters: { app: {} },
  args: { policyHref: '/article/detail?id=privacy' },
  beforeEach: () => {
    localStorage.removeItem(agreeCookieKey);
    return () => localStorage.removeItem(agreeCookieKey);
  },
} satisfies Meta<typeof CookieBannerContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not yet accepted: the banner shows once the page has hydrated; accepting stores agreeCookie and removes it. */
export const NotAccepted: Story = {
  play: async ({ canvas, loaded }) => {
    const banner = await canvas.findByRole('region', { name: 'Cookie 使用说明' }, { timeout: 8000 });
    await expect(banner).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '了解详情' }));
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/article/detail?id=privacy');
    await userEvent.click(canvas.getByRole('button', { name: '同意并继续' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Cookie 使用说明' })).toBeNull());
    await expect(localStorage.getItem(agreeCookieKey)).not.toBeNull();
  },
};

/** Accepted before: nothing shows, also after hydration. */
export const AlreadyAccepted: Story = {
  beforeEach: () => {
    localStorage.setItem(agreeCookieKey, 'true');
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => window.setTimeout(resolve, 100));
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
