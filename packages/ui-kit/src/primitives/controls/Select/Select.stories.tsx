import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Select } from './Select';

/** spec §3: the fixed title list (先生=1, 女士=2, 太太=3). */
const titles = [
  { id: '1', label: '先生' },
  { id: '2', label: '女士' },
  { id: '3', label: '太太' },
];

const meta = {
  title: 'Primitives/Controls/Select',
  component: Select,
  args: {
    label: '称谓',
    placeholder: '请选择',
    options: titles,
    autoComplete: 'honorific-prefix',
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /称谓/ });
    await expect(trigger).toHaveTextContent('请选择');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox', { name: /称谓/ });
    await expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: '女士' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('2');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(trigger).toHaveTextContent('女士');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /称谓/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: '女士' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('2');
    // Focus comes back once the pop-up has finished closing (slower on a loaded machine).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Filled: Story = {
  args: { defaultSelectedKey: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /称谓/ })).toHaveTextContent('先生');
  },
};

export const Controlled: Story = {
  args: { selectedKey: '3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /称谓/ })).toHaveTextContent('太太');
  },
};

export const Open: Story = {
  args: { defaultSelectedKey: '2' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /称谓/ }));
    await expect(await screen.findByRole('option', { name: '女士' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDescription: Story = {
  args: { description: '用于会员服务中对您的称呼' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /称谓/ })).toHaveAccessibleDescription('用于会员服务中对您的称呼');
  },
};

/** spec §5: the title is required. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: '请选择称谓' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /称谓/ });
    await expect(trigger).toHaveAccessibleDescription('请选择称谓');
    await expect(canvas.getByText('请选择称谓')).toBeVisible();
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /称谓/ })).toBeDisabled();
  },
};
