import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { contentHandlers } from '../mocks/handlers';
import { HomeContent } from './HomeContent';

const meta = {
  title: 'Features/Content/HomeContent',
  component: HomeContent,
  args: { topicHref: (id: number) => `/d?id=${id}` },
  parameters: { app: {}, layout: 'fullscreen', msw: { handlers: contentHandlers.default } },
} satisfies Meta<typeof HomeContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    // Only topics marked as home floors are shown, each leading to its topic page.
    const card = await canvas.findByRole('link', { name: /婚嫁三金/ });
    await expect(card).toHaveAttribute('href', '/d?id=1');
    await expect(canvas.getByRole('link', { name: /臻钻对戒/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /金条金章/ })).toBeNull();
    // The banner carousel can be paused (WCAG 2.2.2).
    await userEvent.click(await canvas.findByRole('button', { name: '暂停轮播' }));
    await expect(canvas.getByRole('button', { name: '继续轮播' })).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: contentHandlers.loading } } };

export const Empty: Story = {
  parameters: { msw: { handlers: contentHandlers.empty } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '精选专题即将上线' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: contentHandlers.failing } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('专题暂时无法加载')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
