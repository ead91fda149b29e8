import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { DataExportPanel } from './DataExportPanel';

const meta = {
  title: 'Views/Member/DataExportPanel',
  component: DataExportPanel,
  args: {
    labels: {
      title: '导出个人信息',
      intro:
        '导出我们保存的关于您的全部信息：个人资料、收货地址、订单及明细、积分、浏览足迹、条款签署、评价与退款，打包为一个 zip（JSON 与 CSV 表格）。',
      sentTo: (mobile: string) => `验证码将发送至 ${mobile}`,
      submit: '验证并导出',
      exporting: '正在导出',
      unavailable: '暂时无法导出个人信息，请稍后再试',
    },
    isAvailable: true,
    mobile: '139****0007',
    // The app lends the sign-in's captcha and code field; a plain field stands in here.
    codeField: <TextField label="验证码" value="" isRequired />,
    onSubmit: fn(),
  },
} satisfies Meta<typeof DataExportPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: what is exported, where the code goes, the button. */
export const Ready: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('form', { name: '导出个人信息' });
    await expect(form).toHaveTextContent('验证码将发送至 139****0007');
    await expect(form).toHaveTextContent('订单及明细');
    await userEvent.click(canvas.getByRole('button', { name: '验证并导出' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Exporting: the button waits. */
export const Exporting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /验证并导出/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong or spent code. */
export const CodeRefused: Story = {
  args: { formError: '验证码错误或已过期，请重新获取' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证码错误或已过期，请重新获取');
  },
};

/** Downloaded. */
export const Exported: Story = {
  args: { successMessage: '已下载 金缘珠宝-个人信息-20261201.zip（data.json 及 9 个 CSV 表格）' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已下载');
  },
};

/** Not offered now: no code, no button. */
export const Unavailable: Story = {
  args: { isAvailable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂时无法导出个人信息，请稍后再试')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '验证并导出' })).toBeNull();
  },
};
