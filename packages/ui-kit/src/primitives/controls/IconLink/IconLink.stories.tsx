import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconLink } from './IconLink';

const meta = {
  title: 'Primitives/Controls/IconLink',
  component: IconLink,
  args: { href: '/onlineOfficialStore', label: '门店查询', icon: 'location' },
} satisfies Meta<typeof IconLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The store locator of the header: named by its text, an IconButton's 40 by 40 target. */
export const Default: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const link = canvas.getByRole('link', { name: '门店查询' });
    await expect(link).toHaveAttribute('href', '/onlineOfficialStore');
    const box = link.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(40);
    await expect(box.height).toBeGreaterThanOrEqual(40);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/onlineOfficialStore');
  },
};
