import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { searchHistoryKey } from '../logic/searchHistory';
import { searchHandlers } from '../mocks/handlers';
import { SearchPopupContainer } from './SearchPopupContainer';

const body = within(document.body);

/** Opens the pop-up by keyboard and waits for its content (lazy chunk, then data). */
async function openPopup(canvas: ReturnType<typeof within>) {
  canvas.getByRole('button', { name: '搜索商品' }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: '搜索' }, { timeout: 8000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const meta = {
  title: 'Features/Search/SearchPopupContainer',
  component: SearchPopupContainer,
  parameters: { app: {}, msw: { handlers: searchHandlers.default } },
  args: { onSearch: fn(), onNavigate: fn(), productHref: (mouldNo: string) => `/goods?mouldNo=${mouldNo}` },
  beforeEach: () => {
    localStorage.setItem(searchHistoryKey, JSON.stringify(['足金吊坠', '高仿手表', '戒指']));
    return () => localStorage.removeItem(searchHistoryKey);
  },
} satisfies Meta<typeof SearchPopupContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Recent searches (a banned one as ***, spec §4), hot keywords with the first three flagged, adverts 3 a slide. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const popup = await openPopup(canvas);
    await expect(await popup.findByRole('button', { name: /热搜第 1 名\s*古法金/ }, { timeout: 8000 })).toBeVisible();
    await expect(popup.getAllByRole('button', { name: /^热搜第/ })).toHaveLength(3);
    await expect(await popup.findByRole('button', { name: '***' }, { timeout: 8000 })).toBeVisible();
    await expect(popup.queryByText('高仿手表')).toBeNull();
    await expect(popup.getByRole('searchbox', { name: '搜索商品' })).toHaveAttribute('placeholder', '古法金手镯');
    await expect(await popup.findByRole('heading', { name: '热门推荐' }, { timeout: 8000 })).toBeVisible();
    await expect(popup.getByRole('list', { name: '第 1 组，共 2 组' }).querySelectorAll(':scope > li')).toHaveLength(3);
  },
};

/** Typing and Enter records the word first in the history and goes to the list. */
export const SearchTyped: Story = {
  play: async ({ canvas, args }) => {
    const popup = await openPopup(canvas);
    await userEvent.type(popup.getByRole('searchbox', { name: '搜索商品' }), '项链{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('项链'));
    await expect(JSON.parse(localStorage.getItem(searchHistoryKey) ?? '[]')).toEqual([
      '项链',
      '足金吊坠',
      '高仿手表',
      '戒指',
    ]);
  },
};

/** An empty search looks for the hint on show (spec §4). */
export const SearchHint: Story = {
  play: async ({ canvas, args }) => {
    const popup = await openPopup(canvas);
    await popup.findByRole('button', { name: /古法金/ }, { timeout: 8000 });
    await userEvent.click(popup.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('古法金手镯'));
  },
};

/** Searching the keyword already on show just closes the pop-up (spec §4). */
export const SameKeywordCloses: Story = {
  args: { currentKeyword: '戒指' },
  play: async ({ canvas, args }) => {
    const popup = await openPopup(canvas);
    await userEvent.click(await popup.findByRole('button', { name: '戒指' }, { timeout: 8000 }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '搜索' })).toBeNull());
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The first result carries linkUrl: the search goes there instead (spec §4). */
export const FirstResultLink: Story = {
  parameters: { msw: { handlers: [...searchHandlers.linkUrl, ...searchHandlers.default] } },
  play: async ({ canvas, args }) => {
    const popup = await openPopup(canvas);
    await userEvent.type(popup.getByRole('searchbox', { name: '搜索商品' }), '金条{Enter}');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/d?id=3'));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Clearing the recent searches empties them here and in storage; 换一批 shows the next 15 hot words. */
export const ClearAndNextHot: Story = {
  play: async ({ canvas }) => {
    const popup = await openPopup(canvas);
    await userEvent.click(await popup.findByRole('button', { name: '清空最近搜索' }, { timeout: 8000 }));
    await expect(popup.queryByRole('heading', { name: '最近搜索' })).toBeNull();
    await expect(localStorage.getItem(searchHistoryKey)).toBeNull();
    await userEvent.click(popup.getByRole('button', { name: '换一批' }));
    await expect(await popup.findByRole('button', { name: '耳钉' }, { timeout: 8000 })).toBeVisible();
    await expect(popup.queryByRole('button', { name: /^热搜第/ })).toBeNull();
  },
};
