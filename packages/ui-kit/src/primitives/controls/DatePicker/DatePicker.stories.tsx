import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Primitives/Controls/DatePicker',
  component: DatePicker,
  args: {
    label: '生日',
    // The birthday passes today; a fixed "today" keeps the story the same on every run.
    maxDate: '2025-06-15',
    calendarButtonLabel: '选择日期',
    previousMonthLabel: '上个月',
    nextMonthLabel: '下个月',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a birthday: the segments follow the locale (年/月/日 in zh-CN) and advance on their own. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const year = canvas.getByRole('spinbutton', { name: /^年/ });
    await userEvent.click(year);
    await userEvent.keyboard('19900512');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-05-12');
    await expect(year).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('spinbutton', { name: /^日/ })).toHaveAttribute('aria-valuenow', '12');
  },
};

/** A typed date after maxDate (today) marks the field invalid; spec §5 gives no message for it. */
export const FutureDateTyped: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /^年/ }));
    await userEvent.keyboard('20250620');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-06-20');
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('group', { name: '生日' })).toHaveAttribute('data-invalid', 'true');
  },
};

/** In the calendar, days after maxDate are struck through and cannot be chosen. */
export const Calendar: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /选择日期/ }));
    const dialog = await screen.findByRole('dialog', { name: /生日/ });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('grid', { name: '2025年6月' })).toBeVisible();

    const future = screen.getByRole('button', { name: /2025年6月20日/ });
    await expect(future).toHaveAttribute('aria-disabled', 'true');
    await expect(future).toHaveAttribute('data-unavailable', 'true');
    await userEvent.click(future);
    await expect(args.onChange).not.toHaveBeenCalled();
    // Nothing later than June 2025 to page to.
    await expect(screen.getByRole('button', { name: '下个月' })).toBeDisabled();

    await expect(screen.getByRole('button', { name: /2025年6月15日/ })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(screen.getByRole('button', { name: /2025年6月10日/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2025-06-10');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('spinbutton', { name: /^日/ })).toHaveAttribute('aria-valuenow', '10');
  },
};

/** The calendar left open, so its markup is part of the accessibility check. */
export const CalendarOpen: Story = {
  args: { defaultValue: '2025-06-08' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /选择日期/ }));
    await screen.findByRole('dialog', { name: /生日/ });
    await expect(screen.getByRole('button', { name: /2025年6月8日/ })).toHaveFocus();
    await expect(screen.getByRole('button', { name: '上个月' })).toBeEnabled();
  },
};

/** Keyboard in the calendar: arrows move by day, and stop at maxDate. */
export const CalendarKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /选择日期/ }));
    await screen.findByRole('dialog', { name: /生日/ });
    // The calendar opens on the latest allowed day.
    await expect(screen.getByRole('button', { name: /2025年6月15日/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen.getByRole('button', { name: /2025年6月15日/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2025-06-14');
  },
};

/** A birthday decades back: jump with the year and month pickers instead of paging month by month. */
export const ChooseYearAndMonth: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /选择日期/ }));
    await screen.findByRole('dialog', { name: /生日/ });
    await userEvent.click(screen.getByRole('button', { name: /^2025年 年$/ }));
    await userEvent.click(await screen.findByRole('option', { name: '1990年' }));
    await userEvent.click(screen.getByRole('button', { name: /^6月 月$/ }));
    await userEvent.click(await screen.findByRole('option', { name: '5月' }));
    await expect(screen.getByRole('grid', { name: '1990年5月' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /1990年5月12日/ }));
    await expect(args.onChange).toHaveBeenCalledWith('1990-05-12');
  },
};

export const Filled: Story = {
  args: { defaultValue: '1990-05-12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /^年/ })).toHaveAttribute('aria-valuenow', '1990');
  },
};

/** Controlled: the form owns the ISO date through `value` and `onChange`. */
export const Controlled: Story = {
  args: { value: '1988-08-08' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? null);
    return (
      <DatePicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const day = canvas.getByRole('spinbutton', { name: /^日/ });
    await expect(day).toHaveAttribute('aria-valuenow', '8');
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1988-08-09');
    await expect(day).toHaveAttribute('aria-valuenow', '9');
  },
};

export const WithDescription: Story = {
  args: { description: '生日当月可享会员专属礼遇' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '生日' })).toHaveAccessibleDescription('生日当月可享会员专属礼遇');
  },
};

/** A stored date after maxDate: invalid, without a message (spec §5). */
export const Invalid: Story = {
  args: { defaultValue: '2025-06-20' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /^年/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A message from the form (the feature decides the copy). */
export const Required: Story = {
  args: { isRequired: true, errorMessage: '请选择生日' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '生日' });
    await expect(group).toHaveAccessibleDescription('请选择生日');
    await expect(canvas.getByRole('spinbutton', { name: /^年/ })).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1990-05-12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /选择日期/ })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: /^年/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
