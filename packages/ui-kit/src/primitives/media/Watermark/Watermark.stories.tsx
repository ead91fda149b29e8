import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../Icon/Icon';
import { Stack } from '../../layout/Stack/Stack';
import { vars } from '../../../theme/contract.css';
import { Heading, Text } from '../../typography/Text/Text';
import { Watermark, watermarkVariants } from './Watermark';

/** A piece of product page for the watermark to lie over. */
function SamplePage() {
  return (
    <Stack space="medium">
      <Heading level={2}>足金古法手镯</Heading>
      <Text as="p">
        古法錾刻，足金999，约重 28.6 克。工费按件计，金价以下单时的今日金价为准，支持到店验货与电子保单。
      </Text>
      <Stack direction="row" space="small">
        <Button>加入购物袋</Button>
        <Button tone="secondary">立即购买</Button>
      </Stack>
    </Stack>
  );
}

function overlayOf(canvasElement: HTMLElement, variant: string): HTMLElement {
  const overlay = canvasElement.querySelector(`[data-watermark="${variant}"]`);
  if (!(overlay instanceof HTMLElement)) throw new Error(`no ${variant} watermark`);
  return overlay;
}

const meta = {
  title: 'Primitives/Media/Watermark',
  component: Watermark,
  args: { text: '张三 · S10023' },
  argTypes: { variant: { control: 'inline-radio', options: watermarkVariants } },
  parameters: {
    // The full-page variant is fixed over the viewport: give each story its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 320 } },
  },
  render: (args) => (
    <>
      <SamplePage />
      <Watermark {...args} />
    </>
  ),
} satisfies Meta<typeof Watermark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const overlay = overlayOf(canvasElement, 'fullPage');
    const style = getComputedStyle(overlay);
    // Decorative and out of the way: hidden from assistive technology, transparent to the pointer.
    await expect(overlay).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByText(/张三/)).toBeNull();
    await expect(style.pointerEvents).toBe('none');
    await expect(style.position).toBe('fixed');
    await expect(style.zIndex).toBe('800');
    await expect(Number(style.opacity)).toBeLessThanOrEqual(0.15);
    // The tile carries the staff nickname and code.
    await expect(style.maskImage || style.getPropertyValue('-webkit-mask-image')).toContain(
      encodeURIComponent('张三 · S10023'),
    );
    // What is under it still takes the click.
    const button = canvas.getByRole('button', { name: '加入购物袋' });
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(button.contains(hit)).toBe(true);
  },
};

export const Contained: Story = {
  args: { text: ['金缘珠宝', '模号 JYA0815'], variant: 'contained' },
  render: (args) => (
    <Stack space="small">
      <div
        style={{
          display: 'inline-block',
          position: 'relative',
          overflow: 'hidden',
          background: vars.color.surfaceMuted,
          borderRadius: vars.radius.medium,
        }}
        role="img"
        aria-label="足金古法手镯商品图"
      >
        <div style={{ width: 320, height: 320, display: 'grid', placeItems: 'center' }}>
          <Icon name="image" size="xlarge" />
        </div>
        <Watermark {...args} />
      </div>
      <Text tone="muted" size="small">
        水印只覆盖商品图，不覆盖页面其他部分。
      </Text>
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: '足金古法手镯商品图' });
    const overlay = overlayOf(canvasElement, 'contained');
    await expect(getComputedStyle(overlay).position).toBe('absolute');
    // It covers exactly the image, not the page.
    const inner = overlay.getBoundingClientRect();
    const outer = image.getBoundingClientRect();
    await expect(inner.width).toBe(outer.width);
    await expect(inner.height).toBe(outer.height);
    await expect(inner.top).toBe(outer.top);
    await expect(getComputedStyle(overlay).maskImage).toContain(encodeURIComponent('模号 JYA0815'));
  },
};

export const LongText: Story = {
  args: { text: ['金缘珠宝内部资料 · 请勿外传', '欧阳明月 · S10023 · 华南区域运营中心'] },
  play: async ({ canvas, canvasElement }) => {
    const overlay = overlayOf(canvasElement, 'fullPage');
    const mask = getComputedStyle(overlay).maskImage;
    // Both lines are in the tile, each its own line.
    await expect(mask).toContain(encodeURIComponent('金缘珠宝内部资料 · 请勿外传'));
    await expect(mask).toContain(encodeURIComponent('欧阳明月 · S10023 · 华南区域运营中心'));
    await expect(mask.match(/%3Ctspan/g)).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: '足金古法手镯' })).toBeVisible();
  },
};
