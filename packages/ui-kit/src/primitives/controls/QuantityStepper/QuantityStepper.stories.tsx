import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuantityStepper, quantityStepperSizes } from './QuantityStepper';
import { renderControlled } from '../../../samples/controlled';

const meta = {
  title: 'Primitives/Controls/QuantityStepper',
  component: QuantityStepper,
  // 足金999 古法福字手镯, 10 in stock.
  args: {
    value: 2,
    stock: 10,
    label: '购买数量',
    decreaseLabel: '减少数量',
    increaseLabel: '增加数量',
    loadingLabel: '更新中',
    onChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: quantityStepperSizes } },
  // Remount when a control changes the starting quantity.
  render: renderControlled(QuantityStepper),
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: '减少数量' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(input).toHaveValue('2');
  },
};

/** spec §4: minus is disabled at a quantity of 1. */
export const AtOne: Story = {
  args: { value: 1 },
  play: async ({ canvas, args, userEvent }) => {
    const minus = canvas.getByRole('button', { name: '减少数量' });
    await expect(minus).toBeDisabled();
    await userEvent.click(minus);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeEnabled();
  },
};

/** spec §4: plus is disabled when stock is not above the quantity. */
export const AtStock: Story = {
  args: { value: 3, stock: 3 },
  play: async ({ canvas, args, userEvent }) => {
    const plus = canvas.getByRole('button', { name: '增加数量' });
    await expect(plus).toBeDisabled();
    await userEvent.click(plus);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '减少数量' })).toBeEnabled();
  },
};

/** Stock dropped below the quantity in the bag: the true quantity shows, and minus goes to the stock. */
export const AboveStock: Story = {
  args: { value: 5, stock: 3 },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await expect(input).toHaveValue('5');
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '减少数量' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveValue('3');
  },
};

/** Nothing in stock: the whole field is disabled. */
export const OutOfStock: Story = {
  args: { value: 1, stock: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '购买数量' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '减少数量' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
  },
};

/** The server is confirming the last change: no further change until it answers. */
export const Loading: Story = {
  args: { value: 2, loading: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('更新中');
    await expect(canvas.getByRole('textbox', { name: '购买数量' })).toHaveAttribute('readonly');
    const plus = canvas.getByRole('button', { name: '增加数量' });
    await expect(plus).toBeDisabled();
    await userEvent.click(plus);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A quantity typed beyond stock is brought back to the stock when the field loses focus. */
export const TypedBeyondStock: Story = {
  args: { value: 2, stock: 5 },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(input).toHaveValue('5');
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
  },
};

/** Emptying the field and leaving it keeps the quantity. */
export const TypedEmpty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('2');
  },
};

/** Arrow keys step the quantity inside 1..stock; Home and End jump to the bounds. */
export const Keyboard: Story = {
  args: { value: 2, stock: 4 },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const WithVisibleLabel: Story = { args: { isLabelVisible: true, size: 'small' } };
