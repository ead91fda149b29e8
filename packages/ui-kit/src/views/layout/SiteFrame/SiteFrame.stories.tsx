import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../../../primitives/typography/Text/Text';
import { SiteFrame } from './SiteFrame';

const meta = {
  title: 'Views/Layout/SiteFrame',
  component: SiteFrame,
  args: {
    skipLinkLabel: '跳到主要内容',
    header: (
      <header>
        <Text weight="strong">金缘珠宝</Text>
      </header>
    ),
    main: <Text as="p">足金古法传承手镯</Text>,
    children: (
      <footer>
        <Text size="small">© 金缘珠宝</Text>
      </footer>
    ),
  },
} satisfies Meta<typeof SiteFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The skip link is the first tab stop and leads to the main landmark. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveTextContent('足金古法传承手镯');
  },
};

/** A narrow window: the frame scaled down. */
export const Zoomed: Story = {
  args: { zoom: 0.8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
