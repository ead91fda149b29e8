import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { LoginView, type LoginTabId, type LoginViewTab } from './LoginView';

const tabs: LoginViewTab[] = [
  { id: 'phoneCode', label: '手机验证登录', content: <p>手机号与短信验证码</p> },
  {
    id: 'account',
    label: '账号登录',
    content: (
      <p>
        手机号或会员卡号与密码 <a href="/reset">忘记密码</a>
      </p>
    ),
  },
  { id: 'register', label: '新用户注册', content: <p>注册表单</p> },
  { id: 'staff', label: '员工登录', content: <Button tone="primary">员工统一身份认证登录</Button> },
];

const meta = {
  title: 'Views/Auth/LoginView',
  component: LoginView,
  args: { tabs, selectedTab: 'phoneCode', tabsLabel: '登录方式', onSelectTab: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState<LoginTabId>(args.selectedTab);
    return (
      <LoginView
        {...args}
        selectedTab={selected}
        onSelectTab={(id) => {
          setSelected(id);
          args.onSelectTab(id);
        }}
      />
    );
  },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: the title is the selected tab; phone-code login is the default. */
export const Page: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '手机验证登录' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: '账号登录' }));
    await expect(args.onSelectTab).toHaveBeenCalledWith('account');
    await expect(canvas.getByRole('heading', { level: 1, name: '账号登录' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '忘记密码' })).toBeInTheDocument();
  },
};

/** In the drawer the drawer carries the title. */
export const Popup: Story = {
  args: { variant: 'popup' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: '手机验证登录' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Staff: Story = {
  args: { selectedTab: 'staff' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '员工登录' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '员工统一身份认证登录' })).toBeInTheDocument();
  },
};
