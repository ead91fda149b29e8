import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MarketingBadges } from './MarketingBadges';

const meta = {
  title: 'Views/Catalogue/MarketingBadges',
  component: MarketingBadges,
  args: {
    label: '促销',
    activities: [
      { id: 1, label: '满3000减200', adWord: '黄金节，每满3000元立减200元' },
      { id: 2, label: '满2件9折', adWord: '任选两件，享九折' },
    ],
  },
} satisfies Meta<typeof MarketingBadges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A full-minus and a quantity discount, each with its AD word. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '促销' });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    await expect(canvas.getByText('满2件9折')).toBeVisible();
    await expect(canvas.getByText('黄金节，每满3000元立减200元')).toBeVisible();
  },
};

/** An activity without an AD word. */
export const LabelOnly: Story = {
  args: { activities: [{ id: 3, label: '满1000减100' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('满1000减100');
  },
};

/** No activity: nothing is drawn. */
export const Empty: Story = {
  args: { activities: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};
