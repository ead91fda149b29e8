import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, buttonSizes, buttonTones } from './Button';

const meta = {
  title: 'Primitives/Controls/Button',
  component: Button,
  args: { children: '加入购物袋', onPress: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '加入购物袋' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { tone: 'secondary', children: '立即购买' } };
export const Neutral: Story = { args: { tone: 'neutral', children: '取消' } };
export const Link: Story = { args: { tone: 'link', children: '忘记密码？' } };
export const Small: Story = { args: { size: 'small', children: '获取验证码' } };
export const Large: Story = { args: { size: 'large', children: '立即注册', isBlock: true } };

export const Keyboard: Story = {
  args: { children: '去结算' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '去结算' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: '已售罄' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: '已售罄' });
    await expect(button).toBeDisabled();
    // A disabled button is skipped by Tab and ignores presses.
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: '提交中', children: '提交订单' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /提交订单/ });
    await expect(canvas.getByRole('status')).toHaveTextContent('提交中');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The locale toolbar maps story copy through .storybook/copy (ui-kit itself never translates). */
export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '加入購物袋' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'zh-TW');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to bag' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'en');
  },
};

/** The theme toolbar's grey (mourning) mode of spec §1 greys the whole page. */
export const Grey: Story = {
  globals: { theme: 'grey' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '加入购物袋' })).toBeVisible();
    await expect(getComputedStyle(document.documentElement).filter).toBe('grayscale(1)');
  },
};
