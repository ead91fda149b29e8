import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { authPageColumnWidths, AuthPageColumn } from './AuthPageColumn';

const meta = {
  title: 'Views/Auth/AuthPageColumn',
  component: AuthPageColumn,
  args: { children: <TextField label="手机号" /> },
  argTypes: { width: { control: 'inline-radio', options: authPageColumnWidths } },
} satisfies Meta<typeof AuthPageColumn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /register and /reset: a form at reading width. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toBeVisible();
  },
};

export const Login: Story = {
  args: { width: 'login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toBeVisible();
  },
};

export const Drawer: Story = {
  args: { width: 'drawer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toBeVisible();
  },
};
