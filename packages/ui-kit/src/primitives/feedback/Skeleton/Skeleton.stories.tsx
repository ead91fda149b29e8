import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Stack } from '../../layout/Stack/Stack';
import { Skeleton, skeletonShapes, skeletonSizes } from './Skeleton';

const meta = {
  title: 'Primitives/Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    size: { control: 'inline-radio', options: skeletonSizes },
    lines: { control: { type: 'number', min: 1, max: 8 } },
    aspectRatio: { control: { type: 'number', min: 0.25, max: 4, step: 0.25 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(placeholder).not.toBeNull();
    // Three lines, hidden from assistive technology.
    await expect(placeholder?.children).toHaveLength(3);
  },
};

export const Rect: Story = {
  args: { shape: 'rect', aspectRatio: 16 / 9 },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[aria-hidden="true"]')?.getBoundingClientRect();
    await expect(box && Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(16 / 9, 1);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', size: 'large' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[aria-hidden="true"]')?.getBoundingClientRect();
    await expect(box?.width).toBe(48);
    await expect(box?.height).toBe(48);
  },
};

/**
 * The usage pattern: the loading region says it is busy and announces one status message;
 * the shapes themselves are silent. Here, a row of product cards (image, two-line title, price).
 */
export const Card: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <section aria-label="推荐商品" aria-busy="true">
      <span role="status" className={visuallyHidden}>
        商品加载中
      </span>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 24 }}>
        {[1, 2, 3].map((key) => (
          <Stack key={key} space="small">
            <Skeleton shape="rect" aspectRatio={1} />
            <Skeleton shape="text" lines={2} />
            <div style={{ width: '40%' }}>
              <Skeleton shape="text" size="large" />
            </div>
          </Stack>
        ))}
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '推荐商品' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('商品加载中');
  },
};
