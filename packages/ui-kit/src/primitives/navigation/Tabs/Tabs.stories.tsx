import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { drawOnServer, hydrateInPlace, unmountHydrated } from '../../../samples/serverRendered';
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

const withRegisterDisabled = loginTabs.map((tab) => (tab.id === 'register' ? { ...tab, isDisabled: true } : tab));

/** Arrow keys wrap at both ends and pass over a disabled tab, which is no tab stop and cannot be chosen. */
export const ArrowKeysWrapPastDisabled: Story = {
  args: { items: withRegisterDisabled },
  play: async ({ canvas, args, userEvent }) => {
    const register = canvas.getByRole('tab', { name: '新用户注册' });
    // A button that is no tab stop: out of the Tab order.
    await expect(register).toHaveAttribute('tabindex', '-1');
    await userEvent.click(register);
    await expect(register).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('tab', { name: '账号登录' }));
    await userEvent.keyboard('{ArrowRight}');
    const staff = canvas.getByRole('tab', { name: '员工登录' });
    await expect(staff).toHaveFocus();
    await expect(staff).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('staff');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '手机验证码登录' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('sms');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(staff).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '账号登录' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('account');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('register');
    await expect(canvas.getByRole('tabpanel', { name: '账号登录' })).toHaveTextContent('忘记密码');
  },
};

/** Home and End go to the first and last enabled tab and select it; a disabled first tab is passed over. */
export const HomeAndEnd: Story = {
  args: { items: loginTabs.map((tab) => (tab.id === 'sms' ? { ...tab, isDisabled: true } : tab)) },
  play: async ({ canvas, args, userEvent }) => {
    // Nothing chosen: the first enabled tab is selected, and is the list's tab stop.
    const account = canvas.getByRole('tab', { name: '账号登录' });
    await expect(account).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(account).toHaveFocus();

    await userEvent.keyboard('{End}');
    const staff = canvas.getByRole('tab', { name: '员工登录' });
    await expect(staff).toHaveFocus();
    await expect(staff).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('staff');

    await userEvent.keyboard('{Home}');
    await expect(account).toHaveFocus();
    await expect(account).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('account');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

/** Uncontrolled with a starting tab: 新用户注册 is selected and is the one tab stop. */
export const DefaultSelectedKey: Story = {
  args: { defaultSelectedKey: 'register' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: '新用户注册' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '新用户注册' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: '员工登录' }));
    await expect(canvas.getByRole('tabpanel', { name: '员工登录' })).toHaveTextContent('企业统一身份认证');
  },
};

/** Story scaffolding: an owner that also changes the selection from outside the tabs. */
function OutsideControlDemo(args: TabsProps) {
  const [selected, setSelected] = useState('sms');
  return (
    <>
      <button type="button" onClick={() => setSelected('staff')}>
        改用员工登录
      </button>
      <Tabs
        {...args}
        selectedKey={selected}
        onSelectionChange={(id) => {
          setSelected(id);
          args.onSelectionChange?.(id);
        }}
      />
    </>
  );
}

/**
 * Controlled: the owner's `selectedKey` alone decides. A change from outside moves the selection
 * (and the tab stop) without a report; keys and presses report and wait for the owner.
 */
export const ControlledFromOutside: Story = {
  render: (args) => <OutsideControlDemo {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '改用员工登录' }));
    const staff = canvas.getByRole('tab', { name: '员工登录' });
    await expect(staff).toHaveAttribute('aria-selected', 'true');
    await expect(staff).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tab', { name: '手机验证码登录' })).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('tabpanel', { name: '员工登录' })).toBeVisible();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(staff).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '新用户注册' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('register');
  },
};

/** Controlled by an owner that keeps its choice: a press reports once, and nothing moves. */
export const ControlledKept: Story = {
  args: { selectedKey: 'account' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '员工登录' }));
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('staff');
    await expect(canvas.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '员工登录' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: '账号登录' })).toBeVisible();
  },
};

/**
 * Only the selected panel is in the page (content is never drawn twice); the selected tab controls
 * it and names it. The others point at no panel.
 */
export const OnePanel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '账号登录' }));
    const panels = canvas.getAllByRole('tabpanel');
    await expect(panels).toHaveLength(1);
    const account = canvas.getByRole('tab', { name: '账号登录' });
    const panel = panels[0];
    await expect(panel).toHaveAttribute('id', account.getAttribute('aria-controls'));
    await expect(panel).toHaveAttribute('aria-labelledby', account.id);
    await expect(canvas.queryByText('请输入手机号码，获取短信验证码后登录。')).toBeNull();
    for (const other of ['手机验证码登录', '新用户注册', '员工登录']) {
      await expect(canvas.getByRole('tab', { name: other })).not.toHaveAttribute('aria-controls');
    }
  },
};

/**
 * A panel with something Tab reaches is no stop of its own: Tab from the tab goes straight to its
 * first control. A panel of text is a stop, so its text can be reached and scrolled.
 */
export const PanelWithControls: Story = {
  args: {
    items: [
      {
        id: 'sms',
        label: '手机验证码登录',
        content: <button type="button">获取验证码</button>,
      },
      ...loginTabs.slice(1),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tabpanel')).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('tab', { name: '账号登录' }));
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: '账号登录' })).toHaveFocus();
  },
};

/**
 * A server-rendered page (issue #16): hydration takes over the server's markup as it is. No tab is
 * replaced (a tap meanwhile would be lost: pressed on the old tab, released on the new one), and
 * React reports no mismatch between the server's markup and its first render.
 */
export const HydratesInPlace: Story = {
  render: () => <div data-testid="server-page" />,
  beforeEach: unmountHydrated,
  play: async ({ canvas, args, userEvent }) => {
    const host = canvas.getByTestId('server-page');
    drawOnServer(host, <Tabs {...args} />);
    const serverTabs = Array.from(host.querySelectorAll('[role="tab"]'));
    await expect(serverTabs).toHaveLength(4);

    // React Aria rebuilt its collection in the moments after hydration; give that time to show.
    const { removed, mismatches } = await hydrateInPlace(host, <Tabs {...args} />, 300);

    await expect(mismatches).toEqual([]);
    await expect(removed).toEqual([]);
    await expect(Array.from(host.querySelectorAll('[role="tab"]'))).toEqual(serverTabs);

    await userEvent.click(within(host).getByRole('tab', { name: '账号登录' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('account');
    await expect(within(host).getByRole('tabpanel', { name: '账号登录' })).toHaveTextContent('忘记密码');
  },
};
