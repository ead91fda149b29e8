import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingStars } from './RatingStars';

const meta = {
  title: 'Primitives/Data/RatingStars',
  component: RatingStars,
  args: { rating: 4, label: '4星，满分5星' },
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four of five: the stars are hidden from screen readers, which read the label. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('4星，满分5星')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.textContent).toBe('★★★★★');
  },
};

/** Out of range: clamped to the scale. */
export const OutOfRange: Story = {
  args: { rating: 9, label: '5星，满分5星' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.textContent).toBe('★★★★★');
  },
};
