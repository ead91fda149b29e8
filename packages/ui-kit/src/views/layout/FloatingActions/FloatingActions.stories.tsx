import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FloatingActions } from './FloatingActions';

const meta = {
  title: 'Views/Layout/FloatingActions',
  component: FloatingActions,
  parameters: { layout: 'fullscreen' },
  args: {
    label: '快捷操作',
    serviceLabel: '在线客服',
    onService: fn(),
    backToTopLabel: '返回顶部',
    isBackToTopVisible: false,
    onBackToTop: fn(),
  },
  decorators: [
    (Story) => (
      <div>
        <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16, minHeight: 240 }}>
          <h1 style={{ margin: 0, fontSize: 22 }}>古法金手镯</h1>
          <p>足金999，古法工艺，手工锤揲。</p>
        </main>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page: only customer service. */
export const TopOnly: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group', { name: '快捷操作' });
    await expect(group).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '返回顶部' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '在线客服' }));
    await expect(args.onService).toHaveBeenCalledOnce();
  },
};

/** Scrolled beyond 200 px: back to top shows too, and works from the keyboard. */
export const WithBackToTop: Story = {
  args: { isBackToTopVisible: true },
  play: async ({ canvas, args, userEvent }) => {
    const backToTop = canvas.getByRole('button', { name: '返回顶部' });
    // A pointer target well above the 24 by 24 minimum (WCAG 2.2 2.5.8).
    await expect(backToTop.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(backToTop);
    await expect(args.onBackToTop).toHaveBeenCalledOnce();
    // From the service button, Tab reaches back to top.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: '在线客服' })).toHaveFocus();
    await userEvent.tab();
    await expect(backToTop).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBackToTop).toHaveBeenCalledTimes(2);
  },
};

/** Wider than the content column plus a margin: the buttons float in the margin and cover none of the content. */
export const Floating: Story = {
  args: { isBackToTopVisible: true },
  globals: { viewport: { value: 'design' } },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: '快捷操作' });
    const main = canvasElement.querySelector('main') as HTMLElement;
    if (window.innerWidth >= 1328) {
      await expect(getComputedStyle(group).position).toBe('fixed');
      await expect(group.getBoundingClientRect().left).toBeGreaterThanOrEqual(main.getBoundingClientRect().right);
    } else {
      // The test browser is narrower: the buttons sit in the page, after the content.
      await expect(getComputedStyle(group).position).toBe('static');
      await expect(group.getBoundingClientRect().top).toBeGreaterThanOrEqual(main.getBoundingClientRect().bottom);
    }
  },
};
