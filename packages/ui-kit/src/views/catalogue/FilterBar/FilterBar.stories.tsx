import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { drawOnServer, hydrateInPlace, unmountHydrated } from '../../../samples/serverRendered';
import { FilterBar, type FilterGroup, type FilterSelection } from './FilterBar';

const groups: FilterGroup[] = [
  {
    id: 'material',
    title: '材质',
    options: [
      { id: '足金', label: '足金', count: 86 },
      { id: '铂金', label: '铂金', count: 24 },
      { id: '18K金', label: '18K金', count: 31 },
    ],
  },
  {
    id: 'productType',
    title: '品类',
    options: [
      { id: '1', label: '戒指', count: 128 },
      { id: '2', label: '项链', count: 64 },
      { id: '3', label: '手镯' },
    ],
  },
  {
    id: 'style',
    title: '风格',
    options: [
      { id: '11', label: '古法' },
      { id: '12', label: '简约' },
    ],
  },
  { id: 'empty', title: '系列', options: [] },
];

const meta = {
  title: 'Views/Catalogue/FilterBar',
  component: FilterBar,
  args: {
    'aria-label': '筛选',
    groups,
    selected: [],
    onToggle: fn(),
    onClear: fn(),
    labels: {
      selected: '已选条件',
      clear: '清空筛选',
      remove: (label: string) => `移除 ${label}`,
      count: (count: number) => `${count} 件`,
    },
  },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: '筛选' })).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: '材质' })).toBeVisible();
    // A group without options is not drawn.
    await expect(canvas.queryByRole('toolbar', { name: '系列' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /铂金/ }));
    await expect(args.onToggle).toHaveBeenCalledWith({ groupId: 'material', optionId: '铂金' });
    await expect(canvas.queryByRole('button', { name: '清空筛选' })).toBeNull();
  },
};

/** Chosen options are pressed and repeated as chips with a remove button each. */
export const WithSelection: Story = {
  args: {
    selected: [
      { groupId: 'material', optionId: '足金' },
      { groupId: 'productType', optionId: '1' },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /^足金/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '移除 戒指' }));
    await expect(args.onToggle).toHaveBeenCalledWith({ groupId: 'productType', optionId: '1' });
    await userEvent.click(canvas.getByRole('button', { name: '清空筛选' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** Wired to state: choosing and unchoosing round-trips. */
export const Interactive: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<FilterSelection[]>([]);
    return (
      <FilterBar
        {...args}
        selected={selected}
        onToggle={(next) =>
          setSelected((now) =>
            now.some((s) => s.groupId === next.groupId && s.optionId === next.optionId)
              ? now.filter((s) => !(s.groupId === next.groupId && s.optionId === next.optionId))
              : [...now, next],
          )
        }
        onClear={() => setSelected([])}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /古法/ }));
    await expect(canvas.getByRole('button', { name: '移除 古法' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /古法/, pressed: true }));
    await expect(canvas.queryByRole('button', { name: '移除 古法' })).toBeNull();
  },
};

/**
 * One tab stop per group, at first its first option; the arrow keys and Home/End move focus along the
 * group, stopping at the ends, without pressing; Tab goes on to the next group, and back to the option
 * focused last; Space or Enter presses.
 */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const material = within(canvas.getByRole('toolbar', { name: '材质' }));
    const [gold, platinum, k18] = material.getAllByRole('button');
    await expect(material.getAllByRole('button').map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    await expect(gold).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(gold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(platinum).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(k18).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(k18).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(gold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(platinum).toHaveFocus();
    await expect(args.onToggle).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^戒指/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(platinum).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenLastCalledWith({ groupId: 'material', optionId: '铂金' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

/** The list page draws the bar on the server: hydration keeps its buttons, and they work. */
export const HydratesInPlace: Story = {
  args: { selected: [{ groupId: 'style', optionId: '11' }] },
  render: () => <div data-testid="server-page" />,
  beforeEach: unmountHydrated,
  play: async ({ canvas, args, userEvent }) => {
    const host = canvas.getByTestId('server-page');
    drawOnServer(host, <FilterBar {...args} />);
    const serverButtons = within(host).getAllByRole('button');
    // 8 options, a chip's remove button and the clear-all button.
    await expect(serverButtons).toHaveLength(10);

    const { removed, mismatches } = await hydrateInPlace(host, <FilterBar {...args} />);
    await expect(mismatches).toEqual([]);
    await expect(removed).toEqual([]);
    await expect(within(host).getAllByRole('button')).toEqual(serverButtons);

    await expect(within(host).getByRole('button', { name: /^古法/, pressed: true })).toBeVisible();
    await userEvent.click(within(host).getByRole('button', { name: /^简约/ }));
    await expect(args.onToggle).toHaveBeenCalledWith({ groupId: 'style', optionId: '12' });
    await userEvent.click(within(host).getByRole('button', { name: '清空筛选' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};
