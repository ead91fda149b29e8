import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PointsPanel, type PointsPanelProps } from './PointsPanel';

/** Holds the entry and the password like a container does. */
function Controlled(props: PointsPanelProps) {
  const [value, setValue] = useState(props.value);
  const [password, setPassword] = useState(props.password ?? '');
  return (
    <PointsPanel
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      password={password}
      onPasswordChange={(next) => {
        setPassword(next);
        props.onPasswordChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Views/Checkout/PointsPanel',
  component: PointsPanel,
  render: (args) => <Controlled {...args} />,
  args: {
    labels: {
      title: '积分抵扣',
      summary: '可用积分 1,200，每 50 积分抵 1 元',
      input: '使用积分',
      hint: '本单最多可用 1,200 积分',
      useAll: '全部使用',
      worth: '可抵扣',
      password: '积分密码',
      showPassword: '显示密码',
      hidePassword: '隐藏密码',
    },
    value: '',
    onChange: fn(),
    maxPoints: 1200,
    worthFen: 0,
    onPasswordChange: fn(),
  },
} satisfies Meta<typeof PointsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only digits are kept, and never more than the cap; "use all" fills the cap. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '使用积分' });
    await expect(input).toHaveAccessibleDescription('本单最多可用 1,200 积分');
    await userEvent.type(input, '5a0');
    await expect(input).toHaveValue('50');
    await userEvent.type(input, '000');
    await expect(input).toHaveValue('1200');
    await expect(args.onChange).toHaveBeenLastCalledWith('1200');
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: '全部使用' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('1200');
  },
};

/** Points entered: their worth as the server priced them. */
export const Applied: Story = {
  args: { value: '500', worthFen: 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('可抵扣')).toHaveTextContent('可抵扣¥10.00');
  },
};

/** A card with a points password: the field appears once points are entered, digits only, six at most. */
export const NeedsPassword: Story = {
  args: { value: '500', worthFen: 1000, needsPassword: true },
  play: async ({ canvas, args, userEvent }) => {
    const password = canvas.getByLabelText(/积分密码/);
    await userEvent.type(password, '12ab34567');
    await expect(args.onPasswordChange).toHaveBeenLastCalledWith('123456');
  },
};

/** The server refused the password: its generic message shows on the field. */
export const PasswordRefused: Story = {
  args: { value: '500', worthFen: 1000, needsPassword: true, password: '111111', passwordError: '积分密码错误' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('积分密码错误')).toBeVisible();
  },
};

/** No points (or a zero total): nothing to enter. */
export const NoPoints: Story = {
  args: { maxPoints: 0, labels: { ...meta.args.labels, summary: '可用积分 0', hint: '本单暂无可用积分' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '使用积分' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '全部使用' })).toBeDisabled();
  },
};
