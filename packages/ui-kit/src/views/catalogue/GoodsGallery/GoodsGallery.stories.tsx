import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GoodsGallery } from './GoodsGallery';

/** An inline SVG ring in a given tint (no network in stories). */
function ring(fill: string, label: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f8f1e0"/><circle cx="200" cy="210" r="110" fill="none" stroke="${fill}" stroke-width="28"/><text x="200" y="380" font-size="28" text-anchor="middle" fill="#7a5a12">${label}</text></svg>`,
  )}`;
}

const images = [
  { src: ring('#c9a24a', '正面'), alt: '足金古法福字戒指 正面' },
  { src: ring('#b08a2e', '侧面'), alt: '足金古法福字戒指 侧面' },
  { src: ring('#7a5a12', '佩戴'), alt: '足金古法福字戒指 佩戴效果' },
];

const meta = {
  title: 'Views/Catalogue/GoodsGallery',
  component: GoodsGallery,
  args: {
    images,
    label: '商品图片',
    thumbnailLabel: (position: number, count: number) => `第${position}张，共${count}张`,
    previousLabel: '上一张',
    nextLabel: '下一张',
    watermark: 'JYG00001',
    emptyAlt: '暂无图片',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoodsGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first picture with the mould-number watermark; a thumbnail shows another picture. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('img', { name: '足金古法福字戒指 正面' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-watermark="contained"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '第3张，共3张' }));
    await expect(canvas.getByRole('img', { name: '足金古法福字戒指 佩戴效果' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第3张，共3张' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Previous wraps to the last picture; arrow keys in the strip move along it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '上一张' }));
    await expect(canvas.getByRole('img', { name: '足金古法福字戒指 佩戴效果' })).toBeVisible();
    canvas.getByRole('button', { name: '第3张，共3张' }).focus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: '第1张，共3张' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '第2张，共3张' })).toHaveFocus();
    await expect(canvas.getByRole('img', { name: '足金古法福字戒指 侧面' })).toBeVisible();
  },
};

/** One picture: no arrows, no strip. */
export const SingleImage: Story = {
  args: { images: images.slice(0, 1), watermark: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No picture at all: the fallback says so. */
export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无图片')).toBeVisible();
  },
};
