import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { layoutHandlers } from '../mocks/handlers';
import { NoticeBarContainer, noticeClosedKey } from './NoticeBarContainer';

const meta = {
  title: 'Features/Layout/NoticeBarContainer',
  component: NoticeBarContainer,
  parameters: { app: {}, msw: { handlers: layoutHandlers.default } },
  beforeEach: () => {
    sessionStorage.removeItem(noticeClosedKey);
    return () => sessionStorage.removeItem(noticeClosedKey);
  },
} satisfies Meta<typeof NoticeBarContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded notices rotate; the first one links to its jump link. */
export const Loaded: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/全场满 2000 元包邮/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /全场满 2000 元包邮/ })).toHaveAttribute('href', '/helpCenter?id=4');
    await userEvent.click(canvas.getByRole('link', { name: /全场满 2000 元包邮/ }));
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/helpCenter?id=4');
  },
};

/** No notices: the bar takes no room at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...layoutHandlers.noNotices, ...layoutHandlers.default] } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** Closing hides the bar and the close is remembered for the visit. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '关闭公告' }));
    await waitFor(() => expect(canvasElement).toBeEmptyDOMElement());
    await expect(sessionStorage.getItem(noticeClosedKey)).not.toBeNull();
  },
};
