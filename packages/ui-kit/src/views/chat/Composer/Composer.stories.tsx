import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test';
import { sampleComposerLabels, sampleEmojis, sampleOrders } from '../chatSamples';
import { Composer } from './Composer';

const meta = {
  title: 'Views/Chat/Composer',
  component: Composer,
  args: {
    labels: sampleComposerLabels,
    emojis: sampleEmojis,
    onSendText: fn(),
    onSendImage: fn(),
    onSendOrder: fn(),
    onOrdersOpen: fn(),
    onTyping: fn(),
    orders: sampleOrders,
  },
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends what was typed and empties the box; Shift+Enter starts a new line instead. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: '输入消息' });
    await userEvent.type(box, '请问有现货吗{Shift>}{Enter}{/Shift}今天能发货吗');
    await expect(args.onSendText).not.toHaveBeenCalled();
    await expect(box).toHaveValue('请问有现货吗\n今天能发货吗');
    await expect(args.onTyping).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendText).toHaveBeenCalledWith('请问有现货吗\n今天能发货吗');
    await expect(box).toHaveValue('');
    await expect(canvas.getByText('0/500')).toBeVisible();
  },
};

/** Blanks are not a message: Enter does nothing and 发送 stays disabled. */
export const NothingToSend: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '输入消息' }), '   {Enter}');
    await expect(args.onSendText).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '发送' })).toBeDisabled();
  },
};

/** Over the limit the counter and the message say so and nothing is sent; the text stays. */
export const TooLong: Story = {
  args: { maxLength: 10 },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: '输入消息' });
    await userEvent.type(box, '这款手镯的克重是多少呢？{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('最多输入 10 字');
    await expect(canvas.getByText('12/10')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSendText).not.toHaveBeenCalled();
    await expect(box).toHaveValue('这款手镯的克重是多少呢？');
  },
};

/** The emoji grid by keyboard: open with Enter, arrows move in two dimensions, Enter inserts at the caret. */
export const EmojiByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: '输入消息' });
    await userEvent.type(box, '谢谢');
    canvas.getByRole('button', { name: '表情' }).focus();
    await userEvent.keyboard('{Enter}');
    const grid = await screen.findByRole('listbox', { name: '选择表情' });
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(screen.getByRole('option', { name: '感谢' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(box).toHaveValue('谢谢🙏');
  },
};

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

/** A file that is not a picture is refused with the reason, and nothing is sent. */
export const ImageWrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: '发送图片' })).toBeVisible();
    fireEvent.change(fileInput(canvasElement), { target: { files: [file('发票.pdf', 'application/pdf', 2048)] } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('仅支持 JPG、PNG、GIF、WebP 格式的图片');
    await expect(args.onSendImage).not.toHaveBeenCalled();
  },
};

export const ImageTooLarge: Story = {
  args: { maxImageBytes: 1024 * 1024 },
  play: async ({ canvas, canvasElement, args }) => {
    fireEvent.change(fileInput(canvasElement), {
      target: { files: [file('手镯.jpg', 'image/jpeg', 1024 * 1024 + 1)] },
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('图片不能超过 1MB');
    await expect(args.onSendImage).not.toHaveBeenCalled();
  },
};

export const ImageAccepted: Story = {
  play: async ({ canvasElement, args }) => {
    const photo = file('手镯.png', 'image/png', 4096);
    fireEvent.change(fileInput(canvasElement), { target: { files: [photo] } });
    await waitFor(() => expect(args.onSendImage).toHaveBeenCalledWith(photo));
  },
};

/** Opened from a goods page: 发送商品 sends that product. */
export const WithProduct: Story = {
  args: { onSendProduct: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发送商品' }));
    await expect(args.onSendProduct).toHaveBeenCalledOnce();
  },
};

/** 发送订单 by keyboard: the dialog lists the member's orders; arrows choose, 发送 sends the chosen one. */
export const SendOrder: Story = {
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('button', { name: '发送订单' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '选择要发送的订单' });
    await expect(args.onOrdersOpen).toHaveBeenCalledOnce();
    const first = screen.getByRole('radio', { name: /JY20261120103000000001/ });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('radio', { name: /JY20261102091500000002/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await expect(args.onSendOrder).toHaveBeenCalledWith(sampleOrders[1]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const OrdersLoading: Story = {
  args: { orders: [], isOrdersLoading: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发送订单' }));
    await expect(await screen.findByText('正在加载订单')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Offline or reconnecting: everything is disabled and the reason is shown. */
export const Disabled: Story = {
  args: { isDisabled: true, disabledReason: '网络已断开，正在重新连接…', onSendProduct: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('网络已断开，正在重新连接…')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '输入消息' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '发送' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '发送订单' })).toBeDisabled();
  },
};
