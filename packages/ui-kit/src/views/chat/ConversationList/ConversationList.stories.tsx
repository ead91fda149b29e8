import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleConversations, sampleFormatTime } from '../chatSamples';
import { ConversationList } from './ConversationList';

const meta = {
  title: 'Views/Chat/ConversationList',
  component: ConversationList,
  args: {
    labels: {
      title: '会话',
      waiting: (count: number) => `等待接入（${count}）`,
      open: (count: number) => `进行中（${count}）`,
      empty: '暂无会话',
      emptyDescription: '顾客发起咨询后会显示在这里。',
      take: '接入',
      taking: '接入中',
      takeName: (name: string) => `接入 ${name}`,
      waitingFor: (since: string) => (since.includes('10:28') ? '已等待 4 分钟' : '已等待 1 分钟'),
      lastMessageAt: (iso: string) => `最后消息 ${sampleFormatTime(iso)}`,
      unread: (count: number) => `${count} 条未读`,
      takenBy: (name: string) => `${name} 接待中`,
      cameFrom: (title: string) => `来自：${title}`,
      leftMessage: '留言',
    },
    conversations: sampleConversations,
    currentAgentName: '客服 小金',
    selectedId: 'cv3',
    onSelect: fn(),
    onTake: fn(),
  },
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting ones with their waiting time and 接入; the agent's own open one is selected. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '等待接入（3）' })).toBeVisible();
    await expect(canvas.getByText('已等待 4 分钟')).toBeVisible();
    await expect(canvas.getByText('2 条未读')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /王女士/, current: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^李女士/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('cv2');
  },
};

/** A conversation written outside the chat hours is marked 留言 (issue #15); the others are not. */
export const LeftMessage: Story = {
  args: { conversations: sampleConversations.filter((conversation) => conversation.state === 'waiting') },
  play: async ({ canvas }) => {
    const marked = canvas.getByRole('button', { name: /^孙女士/ });
    await expect(within(marked).getByText('留言')).toBeVisible();
    await expect(marked).toHaveAccessibleName(/留言/);
    await expect(within(canvas.getByRole('button', { name: /^李女士/ })).queryByText('留言')).toBeNull();
    await expect(canvas.getAllByText('留言')).toHaveLength(1);
  },
};

/** Take a waiting conversation by keyboard. */
export const TakeConversation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('button', { name: '接入 陈先生' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTake).toHaveBeenCalledWith('cv1');
  },
};

/** While one is taken, its button waits and the other 接入 are held. */
export const Taking: Story = {
  args: { takingId: 'cv1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '接入 李女士' })).toBeDisabled();
  },
};

/** Another agent has it: shown as theirs, with nothing to press. */
export const TakenByAnotherAgent: Story = {
  play: async ({ canvas }) => {
    const theirs = canvas.getByText('客服 小李 接待中').closest('li') as HTMLElement;
    await expect(within(theirs).getByText('赵先生')).toBeVisible();
    await expect(within(theirs).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Two agents pressed 接入 at once: the one who lost is told. */
export const TakeLostTheRace: Story = {
  args: {
    errorMessage: '该会话已被 客服 小李 接入',
    conversations: sampleConversations.map((conversation) =>
      conversation.id === 'cv1'
        ? { ...conversation, state: 'open' as const, agent: { name: '客服 小李' } }
        : conversation,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该会话已被 客服 小李 接入');
    await expect(canvas.queryByRole('button', { name: '接入 陈先生' })).not.toBeInTheDocument();
  },
};

export const EmptyDesk: Story = {
  args: { conversations: [], selectedId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '暂无会话' })).toBeVisible();
  },
};
