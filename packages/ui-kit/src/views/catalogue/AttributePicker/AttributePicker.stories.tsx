import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { renderControlled } from '../../../samples/controlled';
import { AttributePicker } from './AttributePicker';

const ringSizes = [
  { id: '10号', label: '10号' },
  { id: '11号', label: '11号' },
  { id: '12号', label: '12号', isDisabled: true, disabledReason: '已售罄' },
  { id: '13号', label: '13号' },
];

const meta = {
  title: 'Views/Catalogue/AttributePicker',
  component: AttributePicker,
  args: { label: '手寸', options: ringSizes, value: null, onChange: fn(), description: '请选择手寸' },
  render: renderControlled(AttributePicker),
} satisfies Meta<typeof AttributePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: a click chooses; the sold-out size says why it cannot be chosen. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: '手寸' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '12号 已售罄' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '11号' }));
    await expect(args.onChange).toHaveBeenCalledWith('11号');
    await expect(canvas.getByRole('radio', { name: '11号' })).toBeChecked();
  },
};

/** Arrow keys move the choice and skip the sold-out size. */
export const Keyboard: Story = {
  args: { value: '11号' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '11号' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '13号' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('13号');
  },
};

/** Chain lengths, one chosen. */
export const ChainLength: Story = {
  args: {
    label: '链长',
    value: '45cm',
    description: undefined,
    options: [
      { id: '40cm', label: '40cm' },
      { id: '45cm', label: '45cm' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '45cm' })).toBeChecked();
  },
};

/** Add to bag without a choice: the group says so. */
export const Invalid: Story = {
  args: { errorMessage: '请选择手寸' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择手寸')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '手寸' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Every size sold out. */
export const AllSoldOut: Story = {
  args: { options: ringSizes.map((size) => ({ ...size, isDisabled: true, disabledReason: '已售罄' })) },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
