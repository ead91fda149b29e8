import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BagLine } from './BagLine';
import {
  sampleBagLineLabels,
  sampleDiamondLine,
  sampleInvalidLine,
  samplePresaleLine,
  sampleRingLine,
} from './bagSamples';

const meta = {
  title: 'Views/Bag/BagLine',
  component: BagLine,
  args: {
    line: sampleRingLine,
    labels: sampleBagLineLabels,
    onSelectedChange: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <ul style={{ width: 480, listStyle: 'none', padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof BagLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A per-gram ring: gold weight and ring size lines (spec §9); quantity 1 so minus is disabled (spec §4). */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '足金999 古法传承福字戒指' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '数量' })).toHaveValue('1');
    await expect(canvas.getByText('金重')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '减少数量' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 足金999 古法传承福字戒指' }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: '删除 足金999 古法传承福字戒指' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Selected, with a promotion price (spec §9) and the quantity at the stock: plus is disabled (spec §4). */
export const SelectedAtStock: Story = {
  args: { line: sampleDiamondLine, isSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('deletion')).toHaveTextContent('原价¥3,580.00');
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '减少数量' })).toBeEnabled();
  },
};

/** Presale fields where set: presale price, deposit and its worth, the final payment window. */
export const Presale: Story = {
  args: { line: samplePresaleLine },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('预售价')).toBeVisible();
    await expect(canvas.getByText('定金')).toBeVisible();
    await expect(canvas.getByText('尾款 2027-01-10 至 2027-01-20')).toBeVisible();
  },
};

/** cartValid 0: no tick box, no stepper, greyed, still removable. */
export const Invalid: Story = {
  args: { line: sampleInvalidLine },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: '数量' })).toBeNull();
    await expect(canvas.getByText('失效')).toBeVisible();
    await expect(canvas.getByText(/已售罄/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除 足金素圈戒指' })).toBeEnabled();
  },
};

/** The server is confirming a quantity change. */
export const Updating: Story = {
  args: { line: { ...sampleRingLine, buyNum: 2 }, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
  },
};
