import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { createServiceMock, member } from '../mocks/handlers';
import { FeedbackContainer } from './FeedbackContainer';

const loaded = createServiceMock();
const empty = createServiceMock({ thread: [] });
const flaky = createServiceMock({ listFailures: 1 });
const refused = createServiceMock({ feedbackRefusal: '订单不存在' });

const meta = {
  title: 'Features/Service/FeedbackContainer',
  component: FeedbackContainer,
  parameters: { app: { user: member }, msw: { handlers: loaded.handlers } },
  beforeEach: () => {
    for (const mock of [loaded, empty, flaky, refused]) mock.reset();
  },
} satisfies Meta<typeof FeedbackContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 8000 };

/** The member's thread (我的反馈), once it has loaded. */
const threadOf = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: '我的反馈' }, wait));

/** Opens a select by its label and picks an option (the options open in a popover outside the canvas). */
const choose = async (
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  label: RegExp,
  option: string,
) => {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

/** The thread holds one feedback in each state: 已提交, 处理中, and 已回复 with the reply under it. */
export const Thread: Story = {
  play: async ({ canvas }) => {
    const thread = await threadOf(canvas);
    const items = await thread.findAllByRole('listitem', {}, wait);
    const feedback = items.filter((item) => item.querySelector('h3'));
    await expect(feedback).toHaveLength(3);
    await expect(within(feedback[0] as HTMLElement).getByText('已提交')).toBeVisible();
    await expect(within(feedback[0] as HTMLElement).getByRole('heading', { name: /网站建议/ })).toBeVisible();
    await expect(within(feedback[1] as HTMLElement).getByText('处理中')).toBeVisible();
    await expect(within(feedback[1] as HTMLElement).getByText(/关联订单 JY202611200001/)).toBeVisible();
    const replied = within(feedback[2] as HTMLElement);
    await expect(replied.getByText('已回复')).toBeVisible();
    await expect(replied.getByText('客服回复')).toBeVisible();
    await expect(replied.getByText(/搭扣可在任一门店免费调整/)).toBeVisible();
    await expect(replied.getByRole('img', { name: '反馈图片 1' })).toBeInTheDocument();
    // China time: the reply came 120 hours before the story's now (2026-11-24 16:00).
    await expect(replied.getByText('客服 · 2026-11-19 16:00')).toBeVisible();
  },
};

/** No feedback yet: the thread says where it will show. */
export const EmptyThread: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  play: async ({ canvas }) => {
    const thread = await threadOf(canvas);
    await expect(await thread.findByRole('heading', { name: '还没有反馈' }, wait)).toBeVisible();
    await expect(canvas.getByRole('form', { name: '意见反馈' })).toBeVisible();
  },
};

/** The thread could not be read: the server's reason and a retry, which then shows the thread. */
export const ListFailed: Story = {
  parameters: { msw: { handlers: flaky.handlers } },
  play: async ({ canvas, userEvent }) => {
    const thread = await threadOf(canvas);
    await expect(await thread.findByText('服务繁忙，请稍后再试', {}, wait)).toBeVisible();
    await userEvent.click(thread.getByRole('button', { name: '重试' }));
    await expect(await thread.findByText(/搭扣可在任一门店免费调整/, {}, wait)).toBeVisible();
    await expect(thread.queryByText('服务繁忙，请稍后再试')).toBeNull();
  },
};

/** Sending with nothing chosen and too little written: the messages at their fields, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await threadOf(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /反馈内容/ }), '不太好');
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(await canvas.findByText('请选择反馈类型')).toBeVisible();
    await expect(canvas.getByText('反馈内容至少10个字')).toBeVisible();
    await expect(loaded.state.feedback).toEqual([]);
  },
};

/**
 * A feedback about one of the member's orders, with a photo: it is sent, the confirmation is
 * announced, the form is fresh again and the new feedback heads the thread as 已提交.
 */
export const SubmitSucceeds: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const thread = await threadOf(canvas);
    await thread.findByText(/搭扣可在任一门店免费调整/, {}, wait);
    await choose(canvas, userEvent, /反馈类型/, '商品质量');
    await choose(canvas, userEvent, /关联订单/, 'JY202611200001 足金999 古法传承素圈戒指');
    const content = '戒指内圈有一处细小划痕，希望能帮忙抛光处理。';
    await userEvent.type(canvas.getByRole('textbox', { name: /反馈内容/ }), content);
    await expect(canvas.getByText('已输入 22/500 字（至少 10 字）')).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], '划痕.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(canvas.queryByText('上传中')).toBeNull());
    await choose(canvas, userEvent, /联系方式偏好/, '电话联系');
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(await canvas.findByText(/反馈已提交，反馈编号 FB/, {}, wait)).toBeVisible();
    await expect(loaded.state.feedback[0]?.body).toEqual({
      type: 'quality',
      orderNo: 'JY202611200001',
      content,
      photos: ['storyPhoto00000000000001'],
      contact: 'phone',
    });
    await expect(loaded.state.feedback[0]?.key).toMatch(/^fb-/);
    await expect(canvas.getByRole('textbox', { name: /反馈内容/ })).toHaveValue('');
    const newest = (await thread.findByText(content, {}, wait)).closest('li') as HTMLElement;
    await expect(within(newest).getByText('已提交')).toBeVisible();
    await expect(within(newest).getByText(/关联订单 JY202611200001/)).toBeVisible();
  },
};

/** The server refuses: its reason is announced and the kind and text stay for another try. */
export const SubmitFails: Story = {
  parameters: { msw: { handlers: refused.handlers } },
  play: async ({ canvas, userEvent }) => {
    await (await threadOf(canvas)).findByText(/搭扣可在任一门店免费调整/, {}, wait);
    await choose(canvas, userEvent, /反馈类型/, '售后服务');
    const content = '申请换圈号已经三天了，还没有人联系我。';
    await userEvent.type(canvas.getByRole('textbox', { name: /反馈内容/ }), content);
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    // Announced: the message is the form's alert region.
    await expect(await canvas.findByText('订单不存在', {}, wait)).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('textbox', { name: /反馈内容/ })).toHaveValue(content);
    await expect(canvas.getByRole('button', { name: /反馈类型/ })).toHaveTextContent('售后服务');
    await expect(canvas.getByRole('button', { name: '提交反馈' })).toBeEnabled();
    await expect(refused.state.feedback).toHaveLength(1);
  },
};
