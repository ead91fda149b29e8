import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { AuthResult } from './AuthResult';

const onAction = fn();
const meta = {
  title: 'Views/Auth/AuthResult',
  component: AuthResult,
  args: {
    title: '重设成功',
    message: '请使用新密码登录',
    action: (
      <Button tone="primary" isBlock onPress={onAction}>
        立即登录
      </Button>
    ),
  },
} satisfies Meta<typeof AuthResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pop-up mode: 重设成功 with a login button (spec §2). */
export const ResetInPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '重设成功' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '立即登录' }));
    await expect(onAction).toHaveBeenCalled();
  },
};

/** Page mode: go shopping instead (spec §2). */
export const ResetOnPage: Story = {
  args: {
    level: 1,
    action: (
      <Button tone="primary" isBlock>
        去购物
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '重设成功' })).toBeInTheDocument();
  },
};

export const Registered: Story = {
  args: {
    title: '注册成功',
    message: '欢迎加入金缘珠宝会员',
    level: 1,
    action: (
      <Button tone="primary" isBlock>
        去购物
      </Button>
    ),
  },
};
