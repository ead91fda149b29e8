import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { RegionSelect } from './RegionSelect';
import { noRegion } from './regionSelectRules';
import { renderControlled } from '../../../samples/controlled';
import { sampleRegions, sampleXihu } from '../../../samples/regions';

const xihu = sampleXihu;

const meta = {
  title: 'Views/Address/RegionSelect',
  component: RegionSelect,
  render: renderControlled(RegionSelect),
  args: {
    labels: {
      province: '省份',
      city: '城市',
      district: '区/县',
      placeholder: '请选择',
      loading: '正在加载地区…',
      loadFailed: '地区加载失败。',
      retry: '重试',
    },
    provinces: sampleRegions,
    value: noRegion,
    onChange: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegionSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: { getByRole: typeof screen.getByRole }, name: RegExp) => canvas.getByRole('button', { name });

/** Nothing chosen: city and district wait for the level above; choosing a province opens the cities. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(trigger(canvas, /城市/)).toBeDisabled();
    await expect(trigger(canvas, /区\/县/)).toBeDisabled();
    await userEvent.click(trigger(canvas, /省份/));
    await userEvent.click(await screen.findByRole('option', { name: '广东省' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...noRegion, provinceCode: '440000', province: '广东省' });
    await waitFor(() => expect(trigger(canvas, /城市/)).toBeEnabled());
    await userEvent.click(trigger(canvas, /城市/));
    await userEvent.click(await screen.findByRole('option', { name: '深圳市' }));
    await userEvent.click(trigger(canvas, /区\/县/));
    await userEvent.click(await screen.findByRole('option', { name: '南山区' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      provinceCode: '440000',
      province: '广东省',
      cityCode: '440300',
      city: '深圳市',
      districtCode: '440305',
      district: '南山区',
    });
  },
};

/** Keyboard only: Tab to each select, open it with the arrow key, type the first character, Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    // A busy 2-core machine: each step may take longer than waitFor's default second.
    const slowly = { timeout: 5000 };
    const choose = async (name: RegExp, first: string, option: string) => {
      await waitFor(() => expect(trigger(canvas, name)).toHaveFocus(), slowly);
      await userEvent.keyboard('{ArrowDown}');
      await screen.findByRole('listbox', {}, slowly);
      await userEvent.keyboard(first);
      await waitFor(() => expect(screen.getByRole('option', { name: option })).toHaveFocus(), slowly);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), slowly);
      await waitFor(() => expect(trigger(canvas, name)).toHaveTextContent(option), slowly);
    };
    await userEvent.tab();
    await choose(/省份/, '浙', '浙江省');
    await userEvent.tab();
    await choose(/城市/, '杭', '杭州市');
    await userEvent.tab();
    await choose(/区\/县/, '西', '西湖区');
    await expect(args.onChange).toHaveBeenLastCalledWith(xihu);
  },
};

/** A municipality's one city is chosen with it; a new province clears city and district. */
export const Municipality: Story = {
  args: { value: xihu },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(trigger(canvas, /省份/));
    await userEvent.click(await screen.findByRole('option', { name: '北京市' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...noRegion,
      provinceCode: '110000',
      province: '北京市',
      cityCode: '110000',
      city: '北京市',
    });
    await waitFor(() => expect(trigger(canvas, /城市/)).toHaveTextContent('北京市'));
    await expect(trigger(canvas, /区\/县/)).toHaveTextContent('请选择');
  },
};

/** A city with no districts (东莞市) is its own district; 湖北 offers its 省直辖县级行政区划. */
export const CityWithoutDistricts: Story = {
  args: { value: { ...noRegion, provinceCode: '440000', province: '广东省' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(trigger(canvas, /城市/));
    await userEvent.click(await screen.findByRole('option', { name: '东莞市' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      provinceCode: '440000',
      province: '广东省',
      cityCode: '441900',
      city: '东莞市',
      districtCode: '441900',
      district: '东莞市',
    });
  },
};

/** Hong Kong as the data gives it: the SAR is its own city, then its eighteen districts. */
export const HongKong: Story = {
  args: {
    value: {
      ...noRegion,
      provinceCode: '810000',
      province: '香港特别行政区',
      cityCode: '810000',
      city: '香港特别行政区',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(trigger(canvas, /区\/县/));
    await expect(await screen.findAllByRole('option')).toHaveLength(18);
    await userEvent.keyboard('{Escape}');
  },
};

/** An address being edited: each select shows its name. */
export const Filled: Story = {
  args: { value: xihu },
  play: async ({ canvas }) => {
    await expect(trigger(canvas, /省份/)).toHaveTextContent('浙江省');
    await expect(trigger(canvas, /城市/)).toHaveTextContent('杭州市');
    await expect(trigger(canvas, /区\/县/)).toHaveTextContent('西湖区');
  },
};

/** The tree is on its way: the selects wait, a spinner says why. */
export const Loading: Story = {
  args: { provinces: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载地区…');
    await expect(trigger(canvas, /省份/)).toBeDisabled();
  },
};

/** The tree could not be loaded: the message and a retry. */
export const LoadFailed: Story = {
  args: { provinces: undefined, hasLoadFailed: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('地区加载失败。');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(trigger(canvas, /省份/)).toBeDisabled();
  },
};

/** Saved without a choice: each level says what is missing. */
export const Invalid: Story = {
  args: { errors: { province: '请选择省份', city: '请选择城市', district: '请选择区县' } },
  play: async ({ canvas }) => {
    await expect(trigger(canvas, /省份/)).toHaveAccessibleDescription('请选择省份');
    await expect(canvas.getByText('请选择城市')).toBeVisible();
    await expect(canvas.getByText('请选择区县')).toBeVisible();
  },
};

/** The form is saving: nothing can be chosen. */
export const Disabled: Story = {
  args: { value: xihu, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(trigger(canvas, /省份/)).toBeDisabled();
    await expect(trigger(canvas, /区\/县/)).toBeDisabled();
  },
};
