import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Tabs, type TabsProps } from './Tabs';

const loginTabs = [
  { id: 'sms', label: '手机验证码登录', content: '请输入手机号码，获取短信验证码后登录。' },
  { id: 'account', label: '账号登录', content: '请输入手机号码与登录密码。忘记密码可通过短信验证码重设。' },
  { id: 'register', label: '新用户注册', content: '注册成为金缘珠宝会员，尊享积分与生日礼遇。' },
  { id: 'staff', label: '员工登录', content: '员工请使用企业统一身份认证登录。' },
];

const meta = {
  title: 'Primitives/Navigation/Tabs',
  component: Tabs,
  args: { items: loginTabs, 'aria-label': '登录方式', onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The login view: phone verification first (spec §2). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: '登录方式' });
    await expect(within(list).getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.getByRole('tab', { name: '手机验证码登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('请输入手机号码，获取短信验证码后登录。');
  },
};

/** One tab stop; arrow keys move and select, wrapping at the ends; Tab goes on to the panel. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '手机验证码登录' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const account = canvas.getByRole('tab', { name: '账号登录' });
    await expect(account).toHaveFocus();
    await expect(account).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('account');
    await expect(canvas.getByRole('tabpanel', { name: '账号登录' })).toHaveTextContent('忘记密码');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '员工登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '手机验证码登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('staff');

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: '员工登录' })).toHaveFocus();
  },
};

export const Pointer: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '新用户注册' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('register');
    await expect(canvas.getByRole('tabpanel', { name: '新用户注册' })).toBeVisible();
  },
};

/** Story scaffolding: the caller owns the selection, as the login view does (its title follows the tab). */
function ControlledDemo(args: TabsProps) {
  const [selected, setSelected] = useState(args.selectedKey ?? 'sms');
  return (
    <Tabs
      {...args}
      selectedKey={selected}
      onSelectionChange={(id) => {
        setSelected(id);
        args.onSelectionChange?.(id);
      }}
    />
  );
}

export const Controlled: Story = {
  args: { selectedKey: 'account' },
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '员工登录' }));
    await expect(canvas.getByRole('tab', { name: '员工登录' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const WithDisabledTab: Story = {
  args: { items: loginTabs.map((tab) => (tab.id === 'register' ? { ...tab, isDisabled: true } : tab)) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: '新用户注册' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '账号登录' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '员工登录' })).toHaveFocus();
  },
};

/** A count after a label (the order centre's 待付款 2) is drawn as a badge and read in the tab's name. */
export const WithCounts: Story = {
  args: {
    'aria-label': '订单状态',
    items: [
      { id: 'all', label: '全部', content: '全部订单' },
      { id: 'unpaid', label: '待付款', count: 2, content: '待付款订单' },
      { id: 'toShip', label: '待发货', count: 120, content: '待发货订单' },
      { id: 'toReceive', label: '待收货', count: 0, content: '待收货订单' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '待付款 2' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '待发货 99+' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '待收货' })).toBeVisible();
  },
};
