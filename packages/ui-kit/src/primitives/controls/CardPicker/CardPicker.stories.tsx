import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CardPicker, cardPickerLayouts, cardPickerSizes } from './CardPicker';
import { renderControlled } from '../../../samples/controlled';
import { drawOnServer, hydrateInPlace, unmountHydrated } from '../../../samples/serverRendered';

const barWeights = [
  { value: '10g', content: '10克' },
  { value: '20g', content: '20克' },
  { value: '50g', content: '50克', isDisabled: true },
  { value: '100g', content: '100克' },
];

const deliveries = [
  {
    value: 'express',
    content: (
      <>
        <strong>快递配送</strong>
        <span>顺丰保价，付款后48小时内发出</span>
      </>
    ),
  },
  {
    value: 'store',
    content: (
      <>
        <strong>门店自提</strong>
        <span>深圳罗湖旗舰店，到店出示提货码</span>
      </>
    ),
  },
];

/** The card that holds a radio: where the card's border, background and focus ring are drawn. */
function cardOf(radio: HTMLElement): HTMLElement {
  return radio.closest('label') as HTMLElement;
}

const meta = {
  title: 'Primitives/Controls/CardPicker',
  component: CardPicker,
  args: { label: '金条规格', options: barWeights, value: null, onChange: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: cardPickerLayouts },
    size: { control: 'inline-radio', options: cardPickerSizes },
  },
  render: renderControlled(CardPicker),
} satisfies Meta<typeof CardPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: a click chooses a card; clicking the chosen card again reports nothing. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: '金条规格' })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByText('20克'));
    await expect(canvas.getByRole('radio', { name: '20克' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('20g');
    await userEvent.click(canvas.getByText('20克'));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** One tab stop on the chosen card, with a focus ring; the arrow keys choose and skip what cannot be chosen. */
export const Keyboard: Story = {
  args: { value: '20g' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const chosen = canvas.getByRole('radio', { name: '20克' });
    await expect(chosen).toHaveFocus();
    await expect(getComputedStyle(cardOf(chosen)).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '100克' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('100g');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '20克' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '20克' })).not.toHaveFocus();
  },
};

/** Nothing chosen yet: Tab reaches the first card that can be chosen, and an arrow key chooses the next. */
export const KeyboardBeforeChoice: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: '10克' });
    await expect(first).toHaveFocus();
    await expect(first).not.toBeChecked();
    await expect(getComputedStyle(cardOf(first)).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '20克' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('20g');
  },
};

/** A card that cannot be chosen (sold out) stays in its place, dashed and muted, and ignores clicks. */
export const Unavailable: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const soldOut = canvas.getByRole('radio', { name: '50克' });
    await expect(soldOut).toBeDisabled();
    await expect(getComputedStyle(cardOf(soldOut)).borderStyle).toBe('dashed');
    await userEvent.click(canvas.getByText('50克'));
    await expect(soldOut).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Busy (an order being submitted): every card is blocked, but none looks sold out. */
export const Disabled: Story = {
  args: { value: '10g', isDisabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const other = canvas.getByRole('radio', { name: '100克' });
    await expect(other).toBeDisabled();
    await expect(getComputedStyle(cardOf(other)).borderStyle).toBe('solid');
    await userEvent.click(canvas.getByText('100克'));
    await expect(canvas.getByRole('radio', { name: '10克' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A hint under the cards, part of the group's description. */
export const WithDescription: Story = {
  args: { description: '金条按克重计价，以结算时金价为准' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '金条规格' })).toHaveAccessibleDescription(
      '金条按克重计价，以结算时金价为准',
    );
  },
};

/** Going on without a choice: the group is invalid and says why; the hint gives way to the reason. */
export const Invalid: Story = {
  args: { description: '金条按克重计价，以结算时金价为准', errorMessage: '请选择金条规格' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: '金条规格' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('请选择金条规格');
    await expect(canvas.queryByText('金条按克重计价，以结算时金价为准')).toBeNull();
  },
};

/** Nothing to choose from: the note instead of the cards. */
export const Empty: Story = {
  args: { options: [], emptyText: '暂无可选规格' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无可选规格')).toBeVisible();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

/** Small cards beside a product. */
export const Small: Story = {
  args: { size: 'small', value: '10g' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '10克' })).toBeChecked();
  },
};

/** Large cards in a grid, each with lines of its own, named by all of them; up and down choose. */
export const Grid: Story = {
  args: { label: '配送方式', options: deliveries, value: 'express', layout: 'grid', size: 'large' },
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: '配送方式' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByText('深圳罗湖旗舰店，到店出示提货码'));
    await expect(canvas.getByRole('radio', { name: /门店自提/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('store');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: /快递配送/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
  },
};

/**
 * A server-rendered product page (issue #16): the server's markup already shows the choice, and
 * hydration takes it over as it is, with no radio replaced and no mismatch; a click then chooses.
 */
export const HydratesInPlace: Story = {
  args: { value: '20g' },
  render: () => <div data-testid="server-page" />,
  beforeEach: unmountHydrated,
  play: async ({ canvas, args, userEvent }) => {
    const host = canvas.getByTestId('server-page');
    drawOnServer(host, <CardPicker {...args} />);
    const serverRadios = within(host).getAllByRole('radio');
    await expect(within(host).getByRole('radio', { name: '20克' })).toBeChecked();

    const { removed, mismatches } = await hydrateInPlace(host, <CardPicker {...args} />);

    await expect(mismatches).toEqual([]);
    await expect(removed).toEqual([]);
    await expect(within(host).getAllByRole('radio')).toEqual(serverRadios);
    await userEvent.click(within(host).getByText('100克'));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('100g');
  },
};
