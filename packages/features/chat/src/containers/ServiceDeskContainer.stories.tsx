import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clearStaleAnnouncements } from '../mocks/announcer';
import { createChatMock } from '../mocks/handlers';
import { ServiceDeskContainer } from './ServiceDeskContainer';

const desk = createChatMock({ viewer: 'agent' });
const notAgent = createChatMock({ viewer: 'agent', notAgent: true });
const agent = {
  uid: 900000002,
  uoid: 'staff-2',
  idToken: 'story-token',
  nickname: '周敏',
  isStaff: true,
  staffCode: 'JY80002',
};

const meta = {
  title: 'Features/Chat/ServiceDeskContainer',
  component: ServiceDeskContainer,
  parameters: { app: { user: agent }, msw: { handlers: desk.handlers } },
  beforeEach: () => {
    desk.reset();
    notAgent.reset();
  },
} satisfies Meta<typeof ServiceDeskContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 8000 };

/**
 * Waiting and open conversations; the waiting one shows the customer's facts and the piece, 接入
 * takes it, and a reply goes out on the socket.
 */
export const TakeAndReply: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('region', { name: '会话' }, wait);
    await userEvent.click(await within(list).findByRole('button', { name: '接入 钱女士' }, wait));
    const facts = await canvas.findByRole('complementary', { name: '顾客信息' }, wait);
    await expect(facts).toHaveTextContent('银卡');
    await expect(facts).toHaveTextContent('足金999 古法传承福字手镯');
    await expect(facts).toHaveTextContent('JY202611200001');
    const input = await canvas.findByRole('textbox', { name: '输入消息' }, wait);
    await userEvent.type(input, '您好，约 28.5 克。{Enter}');
    const log = canvas.getByRole('region', { name: '消息记录' });
    await expect(await within(log).findByText('您好，约 28.5 克。', {}, wait)).toBeVisible();
    // The pending button's announcement points at a button that has gone (mocks/announcer.ts).
    clearStaleAnnouncements();
  },
};

/** Staff without the agent role: the desk says it is for agents only. */
export const NotAnAgent: Story = {
  parameters: { msw: { handlers: notAgent.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('服务台仅限客服使用', {}, wait)).toBeVisible();
  },
};
