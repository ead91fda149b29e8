import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  sampleComposerLabels,
  sampleConversation,
  sampleConversations,
  sampleEmojis,
  sampleListLabels,
  sampleOrders,
  sampleProduct,
} from '../chatSamples';
import { AgentPanel } from './AgentPanel';

const conversation = { ...sampleConversations[2]!, product: sampleProduct };

const meta = {
  title: 'Views/Chat/AgentPanel',
  component: AgentPanel,
  args: {
    labels: {
      customer: '顾客信息',
      name: '姓名',
      level: '会员等级',
      memberId: '会员编号',
      recentOrders: '最近订单',
      noOrders: '暂无订单',
      cameFrom: '咨询商品',
      orderNo: '订单号',
      mouldNo: '款号',
      transfer: '转接',
      transferTitle: '转接给其他客服',
      transferGroup: '在线客服',
      noAgents: '暂无其他在线客服',
      transferConfirm: '确定转接',
      cancel: '取消',
      close: '关闭',
      closeConversation: '结束会话',
      closeQuestion: (name: string) => `确定结束与${name}的会话吗？`,
      ended: '会话已结束',
      list: {
        ...sampleListLabels,
        typing: '顾客正在输入…',
        bubble: { ...sampleListLabels.bubble, other: '王女士' },
      },
    },
    conversation,
    recentOrders: sampleOrders,
    messages: sampleConversation,
    composer: { labels: sampleComposerLabels, emojis: sampleEmojis, onSendText: fn(), onSendImage: fn() },
    agents: [
      { id: 'a2', name: '客服 小李' },
      { id: 'a3', name: '客服 小周' },
    ],
    onTransfer: fn(),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's facts beside the conversation; the agent replies with Enter. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const facts = canvas.getByRole('complementary', { name: '顾客信息' });
    await expect(within(facts).getByText('钻石会员')).toBeVisible();
    await expect(within(facts).getByRole('link', { name: /足金999 古法传承福字手镯/ })).toBeVisible();
    await expect(within(facts).getAllByRole('link', { name: /订单号/ })).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: '输入消息' }), '您好，这款有现货{Enter}');
    await expect(args.composer.onSendText).toHaveBeenCalledWith('您好，这款有现货');
  },
};

/** 转接 by keyboard: the dialog lists the agents, arrows choose, 确定转接 hands it over. */
export const Transfer: Story = {
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('button', { name: '转接' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '转接给其他客服' });
    within(dialog).getByRole('radio', { name: '客服 小李' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('radio', { name: '客服 小周' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定转接' }));
    await expect(args.onTransfer).toHaveBeenCalledWith('a3');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const TransferWithNobodyOnline: Story = {
  args: { agents: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '转接' }));
    const dialog = await screen.findByRole('dialog', { name: '转接给其他客服' });
    await waitFor(() => expect(within(dialog).getByText('暂无其他在线客服')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: '确定转接' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** 结束会话 asks first; confirming ends it. */
export const CloseConversation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '结束会话' }));
    const question = await screen.findByRole('alertdialog', { name: '结束会话' });
    await expect(question).toHaveTextContent('确定结束与王女士的会话吗？');
    await userEvent.click(within(question).getByRole('button', { name: '结束会话' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(question).not.toBeInTheDocument());
  },
};

export const CustomerTyping: Story = {
  args: { isTyping: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('顾客正在输入…')).toBeVisible();
  },
};

/** A new customer without orders, not from a goods page. */
export const NoOrders: Story = {
  args: { recentOrders: [], conversation: { ...sampleConversations[1]!, state: 'open' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无订单')).toBeVisible();
    await expect(canvas.queryByText('咨询商品')).not.toBeInTheDocument();
  },
};

/** Ended: no reply area and no actions. */
export const Ended: Story = {
  args: { conversation: { ...conversation, state: 'ended' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('会话已结束')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '转接' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = { args: { messages: [], isLoading: true } };
