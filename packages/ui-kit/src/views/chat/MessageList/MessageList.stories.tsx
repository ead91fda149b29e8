import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { ChatMessage } from '../chatModel';
import { sampleConversation, sampleListLabels, sampleMessage } from '../chatSamples';
import { MessageList, type MessageListProps } from './MessageList';

const meta = {
  title: 'Views/Chat/MessageList',
  component: MessageList,
  args: { messages: sampleConversation, viewer: 'customer', labels: sampleListLabels, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 420, display: 'flex', flexDirection: 'column', border: '1px solid #ddd7d0' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvasElement: HTMLElement) => canvasElement.querySelector('[role="log"]') as HTMLElement;

/** The history shows at its end; the live log stays silent about it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: '消息记录' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(sampleConversation.length);
    await expect(log(canvasElement)).toBeEmptyDOMElement();
  },
};

export const Loading: Story = {
  args: { isLoading: true, messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在加载聊天记录')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { messages: [] } };

/** The agent is typing: said under the messages, in a status region. */
export const Typing: Story = {
  args: { isTyping: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('客服正在输入…')).toBeVisible();
  },
};

/** One's own message failed: 重新发送 hands it back to be sent again under its clientId. */
export const FailedMessage: Story = {
  args: {
    messages: [
      ...sampleConversation,
      sampleMessage({ id: 'c-fail', author: 'customer', text: '请问今天下单什么时候发货？', status: 'failed' }),
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新发送' }));
    await expect(args.onRetry).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'c-c-fail' }));
  },
};

/** The desk's view of the same conversation: the agent's messages are its own. */
export const AgentViewer: Story = {
  args: {
    viewer: 'agent',
    labels: { ...sampleListLabels, bubble: { ...sampleListLabels.bubble, other: '王女士' } },
  },
};

let arrivals = 0;
const reply = (): ChatMessage =>
  sampleMessage({ id: `reply-${(arrivals += 1)}`, text: `这款手镯现货，今天下单明天发货（${arrivals}）` });

/** A page that receives the agent's replies: the story's own button stands for the server. */
function Receiving(args: MessageListProps) {
  const [messages, setMessages] = useState(args.messages);
  return (
    <>
      <MessageList {...args} messages={messages} />
      <button type="button" onClick={() => setMessages((current) => [...current, reply()])}>
        模拟客服回复
      </button>
    </>
  );
}

const longHistory = Array.from({ length: 16 }, (_, index) =>
  sampleMessage({
    id: `h${index}`,
    author: index % 2 === 0 ? 'customer' : 'agent',
    status: index % 2 === 0 ? 'read' : undefined,
    text: index % 2 === 0 ? `第 ${index + 1} 条：请问这款的圈口有哪些？` : `第 ${index + 1} 条：有 8 到 20 号可选。`,
  }),
);

/** A reply that arrives is announced in the log (and only it), and the list follows to the end. */
export const NewMessageAnnounced: Story = {
  args: { messages: longHistory },
  render: (args) => <Receiving {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvas.getByRole('region', { name: '消息记录' });
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    await expect(log(canvasElement)).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: '模拟客服回复' }));
    await waitFor(() => expect(log(canvasElement)).toHaveTextContent(/今天下单明天发货/));
    await expect(log(canvasElement)).not.toHaveTextContent(/圈口/);
    await waitFor(() => expect(region.scrollHeight - region.scrollTop - region.clientHeight).toBeLessThan(2));
    await expect(canvas.queryByRole('button', { name: /新消息/ })).not.toBeInTheDocument();
  },
};

/** Scrolled up to read: a reply does not pull the list down; 新消息 jumps there when wanted. */
export const ScrolledUpShowsJump: Story = {
  args: { messages: longHistory },
  render: (args) => <Receiving {...args} />,
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: '消息记录' });
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    region.scrollTop = 0;
    region.dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: '模拟客服回复' }));
    await userEvent.click(canvas.getByRole('button', { name: '模拟客服回复' }));
    const jump = await canvas.findByRole('button', { name: '新消息 2' });
    await expect(region.scrollTop).toBe(0);
    await userEvent.click(jump);
    await waitFor(() => expect(region.scrollHeight - region.scrollTop - region.clientHeight).toBeLessThan(2));
    await expect(region).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /新消息/ })).not.toBeInTheDocument());
  },
};
