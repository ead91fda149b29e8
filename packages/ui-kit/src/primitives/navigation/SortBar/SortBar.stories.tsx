import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { drawOnServer, hydrateInPlace, unmountHydrated } from '../../../samples/serverRendered';
import { SortBar } from './SortBar';

const meta = {
  title: 'Primitives/Navigation/SortBar',
  component: SortBar,
  args: {
    'aria-label': '排序',
    value: 'default',
    onChange: fn(),
    options: [
      { id: 'default', label: '综合' },
      { id: 'newest', label: '新品' },
      { id: 'priceAsc', label: '价格从低到高', direction: 'asc' },
      { id: 'priceDesc', label: '价格从高到低', direction: 'desc' },
    ],
  },
} satisfies Meta<typeof SortBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: '排序' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '综合' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '价格从低到高' }));
    await expect(args.onChange).toHaveBeenCalledWith('priceAsc');
  },
};

/** Pressing the order in use again changes nothing. */
export const PriceDescending: Story = {
  args: { value: 'priceDesc' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: '价格从高到低' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '价格从高到低' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * One tab stop, the order in use; the arrow keys and Home/End move focus along the orders, stopping at
 * the ends, without choosing; Space or Enter chooses the focused one; Tab leaves the group.
 */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const [general, newest, , priceDesc] = canvas.getAllByRole('radio');
    await expect(canvas.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1]);
    await userEvent.tab();
    await expect(general).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(general).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(priceDesc).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(priceDesc).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(general).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(newest).toHaveFocus();
    // Moving is not choosing: the order in use stays checked and nothing was called.
    await expect(general).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('newest');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);

    // The tab stop followed focus, so Shift+Tab leaves the group rather than landing on 综合.
    await expect(newest).toHaveAttribute('tabindex', '0');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radiogroup', { name: '排序' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
    // Coming back finds the order focused last.
    await userEvent.tab();
    await expect(newest).toHaveFocus();
  },
};

/** Tab reaches the order in use wherever it sits in the row. */
export const TabReachesTheOrderInUse: Story = {
  args: { value: 'priceAsc' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '价格从低到高' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radiogroup', { name: '排序' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

/** The list page draws the bar on the server: hydration keeps its buttons, and they work. */
export const HydratesInPlace: Story = {
  render: () => <div data-testid="server-page" />,
  beforeEach: unmountHydrated,
  play: async ({ canvas, args, userEvent }) => {
    const host = canvas.getByTestId('server-page');
    drawOnServer(host, <SortBar {...args} />);
    const serverRadios = within(host).getAllByRole('radio');
    await expect(serverRadios).toHaveLength(4);

    const { removed, mismatches } = await hydrateInPlace(host, <SortBar {...args} />);
    await expect(mismatches).toEqual([]);
    await expect(removed).toEqual([]);
    await expect(within(host).getAllByRole('radio')).toEqual(serverRadios);

    await userEvent.click(within(host).getByRole('radio', { name: '新品' }));
    await expect(args.onChange).toHaveBeenCalledWith('newest');
  },
};
