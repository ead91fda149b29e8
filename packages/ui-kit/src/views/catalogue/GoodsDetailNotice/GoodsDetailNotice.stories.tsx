import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GoodsDetailNotice } from './GoodsDetailNotice';

const meta = {
  title: 'Views/Catalogue/GoodsDetailNotice',
  component: GoodsDetailNotice,
  args: {
    breadcrumb: {
      'aria-label': '当前位置',
      items: [
        { id: 'home', label: '首页', href: '/' },
        { id: 'goods', label: '商品不存在' },
      ],
    },
    title: '商品不存在',
    description: '款号 JY99999 的商品不存在或已下架',
    action: { kind: 'link', label: '返回首页', href: '/' },
  },
} satisfies Meta<typeof GoodsDetailNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A mould number nobody sells: the way home. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '商品不存在' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
};

/** The load failed: a retry. */
export const Failed: Story = {
  args: {
    title: '商品加载失败',
    description: '网络开小差了，请稍后再试',
    action: { kind: 'retry', label: '重新加载', onRetry: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    if (args.action.kind === 'retry') await expect(args.action.onRetry).toHaveBeenCalledOnce();
  },
};
