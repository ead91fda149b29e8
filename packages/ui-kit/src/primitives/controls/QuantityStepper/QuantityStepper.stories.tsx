import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { QuantityStepper, quantityStepperSizes } from './QuantityStepper';
import { renderControlled } from '../../../samples/controlled';
import { drawOnServer, hydrateInPlace, unmountHydrated } from '../../../samples/serverRendered';

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

/** Blocked (an invalid line): the field and both buttons are disabled, whatever the stock. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '购买数量' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '减少数量' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
  },
};

/** While the server confirms, the keys change nothing either; the field keeps focus. */
export const LoadingKeyboard: Story = {
  args: { value: 2, loading: true },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{End}{Home}{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('2');
    await expect(input).toHaveFocus();
  },
};

/** Only digits stay in the field: a letter, a sign, a decimal point or 件 is refused as it is typed. */
export const TypedLettersRefused: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await userEvent.clear(input);
    await userEvent.type(input, 'a-4.件');
    await expect(input).toHaveValue('4');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(input).toHaveValue('4');
  },
};

/** Full-width digits (a Chinese IME in full-width mode) are digits too; the field then shows them plainly. */
export const TypedFullWidth: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '６');
    await expect(input).toHaveValue('６');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await expect(input).toHaveValue('6');
  },
};

/** Text an IME composes stays while it composes (changing it would break the IME); if it is not digits, it goes at the end. */
export const ComposedTextRefused: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await fireEvent.compositionStart(input);
    await fireEvent.input(input, { target: { value: '2ge' } });
    await expect(input).toHaveValue('2ge');
    await fireEvent.input(input, { target: { value: '2个' } });
    await fireEvent.compositionEnd(input, { data: '个' });
    await expect(input).toHaveValue('2');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Enter commits what was typed and the field keeps focus; typing the quantity it already holds changes nothing. */
export const EnterCommits: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '2{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await expect(input).toHaveValue('7');
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Home jumps to 1 and End to the stock; PageUp and PageDown step by one, as the arrows do. */
export const HomeEndAndPageKeys: Story = {
  args: { value: 3, stock: 6 },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await userEvent.tab();
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('6');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await userEvent.keyboard('{PageDown}');
    await expect(input).toHaveValue('5');
    // At the stock a step up changes nothing.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('6');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

/** Stock dropped below the quantity: a key up keeps the quantity (as plus, disabled), a key down goes to the stock. */
export const AboveStockKeyboard: Story = {
  args: { value: 5, stock: 3 },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{End}{PageUp}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('5');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveValue('3');
  },
};

/** The field is the one tab stop: minus and plus stay out of the tab order and name the field they change. */
export const OneTabStop: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    const minus = canvas.getByRole('button', { name: '减少数量' });
    const plus = canvas.getByRole('button', { name: '增加数量' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(minus).not.toHaveFocus();
    await expect(plus).not.toHaveFocus();
    await expect(input).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    for (const button of [minus, plus]) {
      await expect(button).toHaveAttribute('tabindex', '-1');
      await expect(button).toHaveAttribute('aria-controls', input.id);
    }
  },
};

/**
 * A press while typing steps from the typed quantity, and focus stays in the field (a phone's
 * keyboard stays up); a press from outside the field does not move focus onto the button.
 */
export const PressWhileTyping: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    const plus = canvas.getByRole('button', { name: '增加数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await expect(input).toHaveValue('8');
    await expect(input).toHaveFocus();

    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: '减少数量' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await expect(plus).not.toHaveFocus();
    await expect(canvas.getByRole('button', { name: '减少数量' })).not.toHaveFocus();
  },
};

/**
 * A text input does not say its new value: a step from the keyboard or a press is announced (a press
 * from a screen reader moves no focus), and so is a typed quantity the field changed on commit (99
 * brought to the stock).
 */
export const AnnouncesQuantity: Story = {
  args: { value: 2, stock: 5 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    const live = canvasElement.querySelector('[aria-live="assertive"]');
    await expect(live).toBeEmptyDOMElement();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(live).toHaveTextContent('3');
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    await expect(live).toHaveTextContent('5');
    await expect(input).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '减少数量' }));
    await expect(live).toHaveTextContent('4');
  },
};

/**
 * A server-rendered page (issue #16): the server's field and buttons are the ones the client keeps,
 * React finds nothing to correct (the ids come from useId), and a press after hydration changes the
 * quantity. No React Aria is left behind it.
 */
export const HydratesInPlace: Story = {
  render: () => <div data-testid="server-page" />,
  beforeEach: unmountHydrated,
  play: async ({ canvas, args, userEvent }) => {
    const host = canvas.getByTestId('server-page');
    drawOnServer(host, <QuantityStepper {...args} />);
    const serverInput = within(host).getByRole('textbox', { name: '购买数量' });
    const serverPlus = within(host).getByRole('button', { name: '增加数量' });
    await expect(serverInput).toHaveValue('2');
    await expect(serverPlus).toHaveAttribute('aria-controls', serverInput.id);
    await expect(host.querySelector('[data-rac]')).toBeNull();

    const { removed, mismatches } = await hydrateInPlace(host, <QuantityStepper {...args} />);
    await expect(mismatches).toEqual([]);
    await expect(removed).toEqual([]);
    await expect(within(host).getByRole('textbox', { name: '购买数量' })).toBe(serverInput);

    await userEvent.click(serverPlus);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};
