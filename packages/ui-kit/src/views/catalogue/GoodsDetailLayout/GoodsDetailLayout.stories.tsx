import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { GoodsDetailLayout } from './GoodsDetailLayout';

const meta = {
  title: 'Views/Catalogue/GoodsDetailLayout',
  component: GoodsDetailLayout,
  args: {
    breadcrumb: {
      'aria-label': '当前位置',
      items: [
        { id: 'home', label: '首页', href: '/' },
        { id: 'category', label: '手镯', href: '/goodsList?keyword=手镯' },
        { id: 'goods', label: '足金古法福字手镯' },
      ],
    },
    gallery: (
      <div role="img" aria-label="足金古法福字手镯 第 1 张" style={{ aspectRatio: '1', background: '#f3ead7' }} />
    ),
    marks: {
      label: '商品标识',
      items: [
        { id: 'a', text: '新品首发', tone: 'brand' },
        { id: 'b', text: '古法工艺', tone: 'gold' },
      ],
    },
    summary: <h1>足金古法福字手镯</h1>,
  },
} satisfies Meta<typeof GoodsDetailLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pictures with their marks beside the summary. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '商品标识' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** After adding to the bag, with the service button. */
export const Added: Story = {
  args: {
    marks: undefined,
    serviceAction: (
      <Button tone="secondary" size="small">
        在线客服
      </Button>
    ),
    addedNote: '已加入购物袋',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已加入购物袋');
    await expect(canvas.getByRole('button', { name: '在线客服' })).toBeInTheDocument();
  },
};
