import { Heading } from '@mall/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { layoutHandlers } from '../mocks/handlers';
import { GreyModeSync } from './GreyModeSync';

const meta = {
  title: 'Features/Layout/GreyModeSync',
  component: GreyModeSync,
  parameters: { app: {}, msw: { handlers: layoutHandlers.default } },
  render: () => (
    <>
      <GreyModeSync />
      <Heading level={2}>金缘珠宝 · 足金古法手镯</Heading>
    </>
  ),
} satisfies Meta<typeof GreyModeSync>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OrdinaryDay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toBeVisible();
    // Give the flag time to arrive; the page must stay in colour.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(getComputedStyle(document.documentElement).filter).toBe('none');
  },
};

export const GreyDay: Story = {
  parameters: { msw: { handlers: [...layoutHandlers.greyDay, ...layoutHandlers.default] } },
  play: async () => {
    await waitFor(() => expect(getComputedStyle(document.documentElement).filter).toBe('grayscale(1)'));
  },
};
