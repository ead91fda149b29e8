import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconSizes } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Primitives/Media/Icon',
  component: Icon,
  args: { name: 'bag' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'service', label: '在线客服', size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '在线客服' })).toBeVisible();
  },
};

export const Gallery: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 96px)', gap: 16, listStyle: 'none', padding: 0 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon name={name} size={args.size ?? 'large'} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};
