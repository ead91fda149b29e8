import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioButtonRow, radioButtonRowTones } from './RadioButtonRow';

const meta = {
  title: 'Primitives/Controls/RadioButtonRow',
  component: RadioButtonRow,
  args: {
    'aria-label': '材质',
    value: 'gold',
    onChange: fn(),
    options: [
      { id: 'gold', content: '足金' },
      { id: 'platinum', content: '铂金' },
      { id: 'kGold', content: 'K金' },
      { id: 'diamond', content: '钻石' },
    ],
  },
  argTypes: { tone: { control: 'inline-radio', options: radioButtonRowTones } },
} satisfies Meta<typeof RadioButtonRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bordered buttons, the one in use checked; pressing another chooses it. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: '材质' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '足金' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '铂金' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '铂金' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('platinum');
  },
};

/** Pressing the one in use again changes nothing. */
export const ChosenAgain: Story = {
  args: { value: 'kGold' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'K金' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'K金' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * One tab stop, the one in use; all four arrows and Home/End move focus, stopping at the ends,
 * without choosing; Space or Enter chooses; Tab leaves, and coming back finds the one focused last.
 */
export const Keyboard: Story = {
  args: { value: 'platinum' },
  play: async ({ canvas, args, userEvent }) => {
    const [gold, platinum, kGold, diamond] = canvas.getAllByRole('radio');
    await expect(canvas.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0, -1, -1]);
    await userEvent.tab();
    await expect(platinum).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(kGold).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(diamond).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(diamond).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(gold).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(gold).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(diamond).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(kGold).toHaveFocus();
    // Moving is not choosing.
    await expect(platinum).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('kGold');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);

    await expect(kGold).toHaveAttribute('tabindex', '0');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radiogroup', { name: '材质' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.tab();
    await expect(kGold).toHaveFocus();
  },
};

/** A horizontal row says so, and only ArrowLeft/ArrowRight (and Home/End) move: ArrowUp/ArrowDown are the page's. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas, args, userEvent }) => {
    const [gold, platinum, , diamond] = canvas.getAllByRole('radio');
    await expect(canvas.getByRole('radiogroup', { name: '材质' })).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    await expect(gold).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(gold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(platinum).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(platinum).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(diamond).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(diamond).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(gold).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Text buttons named by a visible caption, each with the caller's own mark (the language of its name). */
export const Quiet: Story = {
  args: {
    'aria-label': undefined,
    'aria-labelledby': 'language-caption',
    tone: 'quiet',
    value: 'zh-CN',
    options: [
      { id: 'zh-CN', content: <span lang="zh-CN">简体中文</span> },
      { id: 'zh-TW', content: <span lang="zh-TW">繁體中文</span> },
      { id: 'en', content: <span lang="en">English</span> },
    ],
  },
  render: (args) => (
    <div>
      <span id="language-caption">语言</span>
      <RadioButtonRow {...args} />
    </div>
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: '语言' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '简体中文' })).toBeChecked();
    await expect(canvas.getByText('English')).toHaveAttribute('lang', 'en');
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};

/** A message about the choice (one that failed) describes the group. */
export const Described: Story = {
  args: { 'aria-describedby': 'material-error' },
  render: (args) => (
    <div>
      <RadioButtonRow {...args} />
      <p id="material-error" role="alert">
        商品加载失败，请稍后重试
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '材质' })).toHaveAccessibleDescription(
      '商品加载失败，请稍后重试',
    );
    await expect(canvas.getByRole('radio', { name: '足金' })).toBeChecked();
  },
};
