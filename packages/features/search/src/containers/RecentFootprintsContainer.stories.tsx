import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { footprintsNow } from '../mocks/data';
import { footprintHandlers } from '../mocks/handlers';
import { RecentFootprintsContainer } from './RecentFootprintsContainer';

const member = { uid: 1001, uoid: 'C0060580001', nickname: '王女士', idToken: 'token-1' };

const meta = {
  title: 'Features/Search/RecentFootprintsContainer',
  component: RecentFootprintsContainer,
  args: {
    historyHref: '/myIndex/myTracks',
    productHref: (mouldNo: string) => `/goods?mouldNo=${mouldNo}`,
    now: () => footprintsNow,
  },
  parameters: { app: { user: member }, msw: { handlers: footprintHandlers.default() } },
} satisfies Meta<typeof RecentFootprintsContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four latest pieces, by day, and the way to the whole history; nothing to buy here. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: '最近浏览' });
    await waitFor(() => expect(section.querySelectorAll('article')).toHaveLength(4), { timeout: 8000 });
    await expect(canvas.getByRole('heading', { level: 2, name: '今天' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /加入购物袋/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: '查看全部足迹' })).toHaveAttribute('href', '/myIndex/myTracks');
  },
};

/** No history yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: footprintHandlers.empty() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('还没有浏览记录，看过的商品会留在这里。', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The history could not load: the reason and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: footprintHandlers.failing() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('足迹加载失败');
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};
