import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { contentPaths } from '@mall/contract/content';
import { expect, fn, userEvent } from 'storybook/test';
import { layoutHandlers } from '../mocks/handlers';
import { FooterContainer } from './FooterContainer';

const paths = contentPaths('mall');

const meta = {
  title: 'Features/Layout/FooterContainer',
  component: FooterContainer,
  parameters: { app: {}, msw: { handlers: layoutHandlers.default } },
  args: { onChat: fn() },
} satisfies Meta<typeof FooterContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The footer menu in columns and the support hours of spec §1; the chat button calls onChat. */
export const Loaded: Story = {
  play: async ({ canvas, args, loaded }) => {
    await expect(await canvas.findByRole('link', { name: '退换货政策' })).toHaveAttribute('href', '/helpCenter?id=4');
    await userEvent.click(canvas.getByRole('link', { name: '品牌故事' }));
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/article?category=品牌');
    await expect(canvas.getByRole('heading', { name: '购物指南' })).toBeVisible();
    await expect(canvas.getByText('工作日 9:30-17:30')).toBeVisible();
    await expect(canvas.getByText('每天 8:15-23:45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '在线客服' }));
    await expect(args.onChat).toHaveBeenCalledOnce();
  },
};

/** While the menu loads the support block already shows. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(paths.menu, async () => {
          await delay('infinite');
          return HttpResponse.json({ code: 200, msg: 'success', data: [] });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('工作日 9:30-17:30')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '退换货政策' })).toBeNull();
  },
};

/** A failed menu leaves the support block and the copyright. */
export const MenuFailing: Story = {
  parameters: {
    msw: { handlers: [http.get(paths.menu, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/版权所有/)).toBeVisible();
    await expect(canvas.getByText('每天 8:15-23:45')).toBeVisible();
  },
};

/** The language choice: English at once, and <html lang> follows (the app downloads it first). */
export const SwitchingLanguage: Story = {
  play: async ({ canvas }) => {
    const languages = canvas.getByRole('radiogroup', { name: '语言' });
    await expect(canvas.getByRole('radio', { name: '简体中文' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(await canvas.findByRole('heading', { name: 'Customer service' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Language' })).toBe(languages);
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(document.documentElement).toHaveAttribute('lang', 'en');
  },
};
