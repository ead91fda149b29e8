import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';

const meta = {
  title: 'Views/Layout/CookieBanner',
  component: CookieBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Cookie 使用提示',
    message:
      '我们使用 Cookie 来保持您的登录状态、记住购物袋中的商品并改进商城体验。继续浏览即表示您同意我们使用 Cookie。',
    policyLink: { label: '了解隐私政策', href: '/article/detail?id=privacy' },
    acceptLabel: '同意并继续',
    onAccept: fn(),
    onHeightChange: fn(),
  },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Story scaffolding: a page that pads its bottom by the banner's height and stops rendering it once accepted. */
function PageWithBanner(args: CookieBannerProps) {
  const [isAccepted, setIsAccepted] = useState(false);
  const [bannerHeight, setBannerHeight] = useState(0);
  return (
    <div style={{ paddingBottom: bannerHeight }}>
      {/* A full screen of page whose last control sits right at the end, where the banner is. */}
      <main
        style={{
          padding: 16,
          minHeight: '100vh',
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
        }}
      >
        <h1 style={{ margin: 0, fontSize: 22 }}>金缘珠宝官方商城</h1>
        <p>足金、古法金、钻石与翡翠，官方正品，全国门店联保。</p>
        <button type="button">最后一个按钮</button>
      </main>
      {isAccepted ? null : (
        <CookieBanner
          {...args}
          onAccept={() => {
            args.onAccept();
            setIsAccepted(true);
          }}
          onHeightChange={(height) => {
            args.onHeightChange?.(height);
            setBannerHeight(height);
          }}
        />
      )}
    </div>
  );
}

export const Default: Story = {
  play: async ({ canvas, args, loaded, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Cookie 使用提示' });
    await expect(canvas.getByRole('link', { name: '了解隐私政策' })).toHaveAttribute(
      'href',
      '/article/detail?id=privacy',
    );
    // Its height is reported, so the page can keep clear of it.
    await waitFor(() =>
      expect(args.onHeightChange).toHaveBeenCalledWith(Math.ceil(region.getBoundingClientRect().height)),
    );
    // Not a dialog: focus is not taken, and Tab moves through it and out again.
    await expect(region).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '了解隐私政策' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '同意并继续' })).toHaveFocus();
    await userEvent.tab();
    await expect(region).not.toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(canvas.getByRole('link', { name: '了解隐私政策' }));
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/article/detail?id=privacy');
  },
};

/** Accepting tells the caller, which stops rendering it; the page no longer keeps room for it. */
export const Accept: Story = {
  render: (args) => <PageWithBanner {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const page = canvasElement.firstElementChild as HTMLElement;
    const region = canvas.getByRole('region', { name: 'Cookie 使用提示' });
    // The page's end is not hidden behind the banner.
    await waitFor(() => expect(Number.parseFloat(page.style.paddingBottom)).toBeGreaterThan(0));
    const lastButton = canvas.getByRole('button', { name: '最后一个按钮' });
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() =>
      expect(lastButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().top),
    );
    window.scrollTo(0, 0);

    await userEvent.click(canvas.getByRole('button', { name: '同意并继续' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('region', { name: 'Cookie 使用提示' })).toBeNull();
    await expect(args.onHeightChange).toHaveBeenLastCalledWith(0);
    await expect(page.style.paddingBottom).toBe('0px');
  },
};
