import { fileDownload } from '@mall/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { clearStaleAnnouncements } from '../mocks/announcer';
import { StoryCodeField } from '../mocks/codeField';
import { memberHandlers } from '../mocks/handlers';
import { DataExportContainer } from './DataExportContainer';

const sun = { uid: 7, uoid: 'C7', idToken: 't', nickname: '孙女士', cardNo: '8860100006079' };

const meta = {
  title: 'Features/Member/DataExportContainer',
  component: DataExportContainer,
  args: { CodeField: StoryCodeField, onToast: fn() },
  parameters: { app: { user: sun }, msw: { handlers: memberHandlers.dataRights() } },
} satisfies Meta<typeof DataExportContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A code to the member's own mobile, then the zip saved from the answer. */
export const Export: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const saved: { fileName: string; size: number; type: string }[] = [];
    const original = fileDownload.save;
    fileDownload.save = (fileName, bytes, type) => saved.push({ fileName, size: bytes.length, type });
    try {
      const form = await canvas.findByRole('form', { name: '导出个人信息' }, { timeout: 8000 });
      await expect(form).toHaveTextContent('验证码将发送至 139****0007');
      await userEvent.click(canvas.getByRole('button', { name: '验证并导出' }));
      await expect(canvas.getByRole('textbox', { name: /验证码/ })).toHaveAccessibleDescription('请输入验证码');
      await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
      await expect(await canvas.findByRole('button', { name: '已发送' })).toBeVisible();
      await userEvent.type(canvas.getByRole('textbox', { name: /验证码/ }), '246810');
      await userEvent.click(canvas.getByRole('button', { name: '验证并导出' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      await expect(saved[0]).toMatchObject({ fileName: '金缘珠宝-个人信息-20261201.zip', type: 'application/zip' });
      await expect(saved[0]?.size).toBeGreaterThan(20);
      await expect(canvas.getByRole('status')).toHaveTextContent('已下载 金缘珠宝-个人信息-20261201.zip');
      await expect(args.onToast).toHaveBeenCalledWith(expect.stringContaining('已下载'), 'positive');
      clearStaleAnnouncements();
    } finally {
      fileDownload.save = original;
    }
  },
};

/** A wrong code: the server's message, nothing saved. */
export const WrongCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /验证码/ }, { timeout: 8000 }), '111111');
    await userEvent.click(canvas.getByRole('button', { name: '验证并导出' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
    clearStaleAnnouncements();
  },
};
