import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ClauseImageDialog } from './ClauseImageDialog';

const clauseImage = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="832" height="400"><rect width="832" height="400" fill="#fff"/><text x="40" y="60" font-size="24">用户协议</text></svg>',
)}`;

const meta = {
  title: 'Views/Auth/ClauseImageDialog',
  component: ClauseImageDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: '用户协议',
    imageSrc: clauseImage,
    imageAlt: '用户协议全文',
    loadingLabel: '条款加载中',
    closeLabel: '关闭',
    confirmLabel: '我知道了',
  },
} satisfies Meta<typeof ClauseImageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: the agreement pop-up is 832 px wide. */
export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: '用户协议' });
    await expect(screen.getByRole('img', { name: '用户协议全文' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.closest('[class]')?.getBoundingClientRect().width).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Loading: Story = {
  args: { imageSrc: undefined },
  play: async () => {
    await expect(await screen.findByText('条款加载中')).toBeInTheDocument();
  },
};

export const AsText: Story = {
  args: { imageSrc: undefined, children: <p>欢迎您使用金缘珠宝官方商城。请您仔细阅读本协议……</p> },
  play: async () => {
    await expect(await screen.findByText(/欢迎您使用金缘珠宝官方商城/)).toBeInTheDocument();
  },
};

/** The clause's text as paragraphs (the sign-in forms read the clause from the server as text). */
export const AsParagraphs: Story = {
  args: {
    imageSrc: undefined,
    paragraphs: ['欢迎您使用金缘珠宝官方商城。', '请您仔细阅读本协议，特别是免除或者限制责任的条款。'],
  },
  play: async () => {
    await expect(await screen.findByText('请您仔细阅读本协议，特别是免除或者限制责任的条款。')).toBeInTheDocument();
  },
};
