import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createOpsServiceMock, storyStaff } from '../mocks/handlers';
import { InquiryDetailContainer } from './InquiryDetailContainer';

const meta = {
  title: 'Features/OpsService/InquiryDetailContainer',
  component: InquiryDetailContainer,
  args: { inquiryNo: 'QY20261207100000000001' },
  parameters: { app: { user: storyStaff }, msw: { handlers: createOpsServiceMock().handlers } },
} satisfies Meta<typeof InquiryDetailContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 客服 marks the inquiry 已联系 and assigns it; the page shows what the server now holds. */
export const FollowUp: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('上海明远科技有限公司', {}, { timeout: 8000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /跟进状态/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '已联系' }, { timeout: 8000 }));
    await waitFor(() => expect(canvas.getAllByText('已联系').length).toBeGreaterThan(0), { timeout: 8000 });
    // The status list has closed before the assignee's opens.
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull(), { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: /负责人/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'JY80003 陈静' }, { timeout: 8000 }),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: /负责人/ })).toHaveTextContent('JY80003 陈静'), {
      timeout: 8000,
    });
  },
};

/** A note is kept once the server has it; an empty one is refused here. */
export const AddNote: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: '添加备注' }, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: '添加备注' }));
    await expect(await canvas.findByText('请填写备注内容')).toBeVisible();
    await userEvent.type(field, '已电话联系，下周报价');
    await userEvent.click(canvas.getByRole('button', { name: '添加备注' }));
    await expect(await canvas.findByText('已电话联系，下周报价', { selector: ':not(textarea)' })).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** An inquiry that does not exist: the server's message and a retry. */
export const NotFound: Story = {
  args: { inquiryNo: 'QY0' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('咨询不存在', {}, { timeout: 8000 })).toBeVisible();
  },
};
