import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { createServiceMock, storyNow } from '../mocks/handlers';
import { createStoryCaptcha, storyPass } from '../mocks/storyCaptcha';
import { InquiryContainer } from './InquiryContainer';

const accepted = createServiceMock();
const refused = createServiceMock({ inquiryRefusal: '提交太频繁，请稍后再试' });
const slider = createStoryCaptcha();

const meta = {
  title: 'Features/Service/InquiryContainer',
  component: InquiryContainer,
  args: { captcha: slider.captcha, now: () => storyNow },
  // A visitor: the inquiry is public.
  parameters: { app: {}, msw: { handlers: accepted.handlers } },
  beforeEach: () => {
    accepted.reset();
    refused.reset();
    slider.reset();
  },
} satisfies Meta<typeof InquiryContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = { click: (element: Element) => Promise<void>; type: (element: Element, text: string) => Promise<void> };

/** Opens a select by its label and picks an option (the options open in a popover outside the canvas). */
const choose = async (canvas: Canvas, userEvent: User, label: RegExp, option: string) => {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

/** Fills every field as a company buyer would: the date typed into the date field's segments. */
const fill = async (canvas: Canvas, userEvent: User & { keyboard: (text: string) => Promise<void> }) => {
  const form = within(await canvas.findByRole('form', { name: '定制咨询' }));
  await userEvent.type(form.getByRole('textbox', { name: /公司名称/ }), '杭州云栖科技有限公司');
  await userEvent.type(form.getByRole('textbox', { name: /联系人/ }), '陈经理');
  await userEvent.type(form.getByRole('textbox', { name: /手机号/ }), '13712345678');
  await userEvent.type(form.getByRole('textbox', { name: /电子邮箱/ }), 'chen@yunqi.example');
  await userEvent.type(form.getByRole('textbox', { name: /定制数量/ }), '200');
  await choose(form, userEvent, /单件预算/, '500–2,000 元');
  await choose(form, userEvent, /定制用途/, '纪念金章');
  const [year] = within(form.getByRole('group', { name: /期望交付日期/ })).getAllByRole('spinbutton');
  await userEvent.click(year as HTMLElement);
  await userEvent.keyboard('20270315');
  await userEvent.type(form.getByRole('textbox', { name: /需求描述/ }), '司庆十周年纪念章，正面铸公司标志。');
  return form;
};

/** Passes the slider with one click on the gap (no dragging needed). */
const passCaptcha = async (canvas: Canvas, userEvent: User) => {
  await userEvent.click(canvas.getByRole('button', { name: '点击按钮进行验证' }));
  await userEvent.click(await canvas.findByRole('button', { name: '点击缺口完成验证' }));
  await expect(await canvas.findByText('验证通过')).toBeVisible();
};

/** Filled, the captcha passed, sent: the confirmation with the inquiry number replaces the form. */
export const Submitted: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await passCaptcha(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: '提交咨询' }));
    await expect(await canvas.findByRole('heading', { name: '咨询已提交' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText(/咨询编号 QY20261124160000000001/)).toBeVisible();
    await expect(accepted.state.inquiries).toEqual([
      {
        company: '杭州云栖科技有限公司',
        contactName: '陈经理',
        mobile: '13712345678',
        email: 'chen@yunqi.example',
        quantity: 200,
        budget: '500to2000',
        purpose: 'medal',
        expectedDate: '2027-03-15',
        description: '司庆十周年纪念章，正面铸公司标志。',
        captchaId: storyPass.captcha_id,
        lotNumber: storyPass.lot_number,
        captchaOutput: storyPass.captcha_output,
        passToken: storyPass.pass_token,
        genTime: storyPass.gen_time,
      },
    ]);
    // Another inquiry starts from an empty form.
    await userEvent.click(canvas.getByRole('button', { name: '再提交一份' }));
    await expect(await canvas.findByRole('textbox', { name: /公司名称/ })).toHaveValue('');
  },
};

/** The server refuses (its per-network limit): the reason is announced and everything typed stays. */
export const Refused: Story = {
  parameters: { msw: { handlers: refused.handlers } },
  play: async ({ canvas, userEvent }) => {
    const form = await fill(canvas, userEvent);
    await passCaptcha(canvas, userEvent);
    await userEvent.click(form.getByRole('button', { name: '提交咨询' }));
    await expect(await form.findByText('提交太频繁，请稍后再试', {}, { timeout: 8000 })).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(form.getByRole('textbox', { name: /公司名称/ })).toHaveValue('杭州云栖科技有限公司');
    await expect(form.getByRole('textbox', { name: /手机号/ })).toHaveValue('13712345678');
    await expect(form.getByRole('button', { name: /单件预算/ })).toHaveTextContent('500–2,000 元');
    // The pass was spent: a fresh one is asked for before the next try.
    await expect(slider.state.resets).toBe(1);
    await expect(form.getByRole('button', { name: '点击按钮进行验证' })).toBeVisible();
    await expect(refused.state.inquiries).toHaveLength(1);
  },
};

/** Everything filled but the captcha not passed: its message, and nothing is sent. */
export const CaptchaRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await fill(canvas, userEvent);
    await userEvent.click(form.getByRole('button', { name: '提交咨询' }));
    await expect(await form.findByText('请点击按钮进行验证')).toBeVisible();
    await expect(accepted.state.inquiries).toEqual([]);
  },
};

/** Sent empty: each field's message (the mobile one is spec §5's), nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: '定制咨询' }));
    await userEvent.type(form.getByRole('textbox', { name: /手机号/ }), '1371234567');
    await userEvent.click(form.getByRole('button', { name: '提交咨询' }));
    for (const message of [
      '请输入公司名称',
      '请输入联系人姓名',
      '请输入正确的11位手机号',
      '请输入电子邮箱',
      '请输入定制数量',
      '请选择预算范围',
      '请选择定制用途',
      '请选择期望交付日期',
      '请点击按钮进行验证',
    ]) {
      await expect(await form.findByText(message)).toBeVisible();
    }
    await expect(accepted.state.inquiries).toEqual([]);
  },
};
