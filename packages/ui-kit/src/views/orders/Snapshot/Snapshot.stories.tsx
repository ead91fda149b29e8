import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { sampleThumb } from '../../../samples/artwork';
import { Snapshot, type SnapshotData } from './Snapshot';

const ring: SnapshotData = {
  title: '足金999 古法传承福字戒指',
  subtitles: ['古法工艺 · 福字纹', '黄金戒指 · 按克计价'],
  images: [
    { src: sampleThumb('#c9a24a'), alt: '足金999 古法传承福字戒指 图 1' },
    { src: sampleThumb('#b8923d'), alt: '足金999 古法传承福字戒指 图 2' },
    { src: sampleThumb('#a8822f'), alt: '足金999 古法传承福字戒指 图 3' },
  ],
  facts: [
    { label: '订单编号', value: 'JY202611220001' },
    { label: '品牌', value: '金缘·古法' },
    { label: '系列', value: '古法传承' },
    { label: '款号', value: 'JYG00001' },
    { label: '金重', value: '3.25g' },
    { label: '圈口', value: '12' },
    { label: '数量', value: '1' },
  ],
  unitPriceFen: 337_163,
  descriptionHtml: '<p>古法手工锤揲，福字纹寓意福气满满。</p>',
};

const meta = {
  title: 'Views/Orders/Snapshot',
  component: Snapshot,
  args: {
    snapshot: ring,
    labels: {
      banner: '下单时的商品信息',
      bannerText: '此页面为您于 2026-11-22 14:32 下单时的商品信息，仅作为交易凭证，与商品当前的信息可能不同。',
      unitPrice: '成交单价',
      description: '商品详情',
      loading: '交易快照加载中',
    },
    notFound: { title: '交易快照不存在', description: '请从自己的订单详情中打开交易快照。' },
    bannerAction: <Button tone="secondary">查看商品现状</Button>,
  },
} satisfies Meta<typeof Snapshot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The piece as sold, under the banner that says so. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '下单时的商品信息' })).toBeVisible();
    await expect(canvas.getByText(/2026-11-22 14:32 下单时的商品信息/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '足金999 古法传承福字戒指' })).toBeVisible();
    await expect(canvas.getByText('成交单价')).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};

/** No pictures and no description were kept. */
export const Sparse: Story = {
  args: { snapshot: { ...ring, images: [], descriptionHtml: '', subtitles: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: '商品详情' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('交易快照加载中');
  },
};

/** Another buyer's order or a wrong link. */
export const NotFound: Story = {
  args: { snapshot: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('交易快照不存在')).toBeVisible();
  },
};
