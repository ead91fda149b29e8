import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { footprintsNow } from '../mocks/data';
import { footprintHandlers } from '../mocks/handlers';
import { FootprintsContainer, type FootprintsContainerProps } from './FootprintsContainer';

/** The container with its page held here, as the app holds it in the URL. */
function WithPage({
  initialPage = 1,
  ...props
}: Omit<FootprintsContainerProps, 'page' | 'onPageChange'> & { initialPage?: number }) {
  const [page, setPage] = useState(initialPage);
  return <FootprintsContainer {...props} page={page} onPageChange={setPage} />;
}

const member = { uid: 1001, uoid: 'C0060580001', nickname: '王女士', idToken: 'token-1' };

const meta = {
  title: 'Features/Search/FootprintsContainer',
  component: WithPage,
  parameters: { app: { user: member }, layout: 'fullscreen', msw: { handlers: footprintHandlers.default() } },
  args: {
    pageHref: (page: number) => `/myIndex/myTracks?page=${page}`,
    productHref: (mouldNo: string) => `/goods?mouldNo=${mouldNo}`,
    onBrowse: fn(),
    onAddToBag: fn(async () => 'added' as const),
    onToast: fn(),
    now: () => footprintsNow,
  },
} satisfies Meta<typeof WithPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog's busy button announced itself through React Aria's live announcer, which keeps the
 * message (pointing at the button, gone with the dialog) for seconds: forget it, as the story
 * setup does between stories, so the axe check sees the page as a shopper's is after that time.
 */
const forgetAnnouncements = () => {
  for (const log of document.querySelectorAll('[data-live-announcer] > *')) log.replaceChildren();
};

const dayHeadings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** By China day, newest first: 今天, 昨天, then dated days; the piece taken off sale is marked. */
export const ByDay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('共 24 件浏览过的商品', {}, { timeout: 8000 });
    const headings = dayHeadings(canvasElement);
    await expect(headings.slice(0, 3)).toEqual(['今天', '昨天', '11月22日周日']);
    const yesterday = canvas.getByRole('region', { name: '昨天' });
    await expect(within(yesterday).getByText('已下架')).toBeVisible();
    await expect(within(yesterday).getAllByRole('button', { name: /加入购物袋/ })).toHaveLength(1);
    await expect(within(canvas.getByRole('region', { name: '今天' })).getAllByRole('article')).toHaveLength(3);
  },
};

/** 加入购物袋 hands the piece's mould number to the app; the button shows progress meanwhile. */
export const AddToBag: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const today = await canvas.findByRole('region', { name: '今天' }, { timeout: 8000 });
    const [first] = within(today).getAllByRole('button', { name: /加入购物袋/ });
    await userEvent.click(first as HTMLElement);
    await expect(args.onAddToBag).toHaveBeenCalledWith('JYG00001');
    await waitFor(() => expect(args.onToast).toHaveBeenCalledWith('已加入购物袋', 'positive'));
  },
};

/** Second page: the remaining four, each on its own day; the page links are the app's addresses. */
export const SecondPage: Story = {
  args: { initialPage: 2 },
  play: async ({ canvas }) => {
    await canvas.findByText('共 24 件浏览过的商品', {}, { timeout: 8000 });
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4), { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '第 1 页' })).toHaveAttribute('href', '/myIndex/myTracks?page=1');
  },
};

/** 清空足迹 asks first; confirming empties the history. */
export const ClearAll: Story = {
  parameters: { msw: { handlers: footprintHandlers.default() } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('共 24 件浏览过的商品', {}, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: '清空足迹' }));
    const dialog = await screen.findByRole('alertdialog', { name: '清空足迹' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('确定清空全部浏览记录吗？清空后无法恢复。');
    await userEvent.click(within(dialog).getByRole('button', { name: '清空' }));
    await canvas.findByRole('heading', { name: '还没有浏览记录' }, { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    forgetAnnouncements();
  },
};

/** A failed clear keeps the dialog open with the server's reason, and the history as it was. */
export const ClearFails: Story = {
  parameters: { msw: { handlers: footprintHandlers.clearFailing() } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('共 24 件浏览过的商品', {}, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: '清空足迹' }));
    const dialog = await screen.findByRole('alertdialog', { name: '清空足迹' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '清空' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
    await userEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('共 24 件浏览过的商品')).toBeVisible();
    forgetAnnouncements();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: footprintHandlers.empty() } },
  play: async ({ canvas, args, userEvent }) => {
    await canvas.findByRole('heading', { name: '还没有浏览记录' }, { timeout: 8000 });
    await expect(canvas.queryByRole('button', { name: '清空足迹' })).toBeNull();
    await expect(canvas.queryByText(/共 \d+ 件浏览过的商品/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '去逛逛' }));
    await expect(args.onBrowse).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: footprintHandlers.failing() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('足迹加载失败');
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/** A staff user: no history is kept for staff (spec §6), said plainly instead of a failure. */
export const Staff: Story = {
  parameters: {
    app: {
      user: {
        uid: 900_000_001,
        uoid: 'staff-1',
        nickname: '林晓',
        idToken: 'token-staff',
        isStaff: true,
        staffCode: 'JY80001',
      },
    },
    msw: { handlers: footprintHandlers.staff() },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: '员工账号不记录浏览足迹' }, { timeout: 8000 });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '重新加载' })).toBeNull();
  },
};
