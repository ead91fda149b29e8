import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { ToastRegion } from './Toast';
import {
  createToastQueue,
  showToast,
  toastDefaultDurationMs,
  type ShowToastOptions,
  type ToastRegionProps,
} from './toastQueue';

/** Story scaffolding: the region plus one button per toast the story can raise. */
function ToastDemo({ toasts, ...region }: ToastRegionProps & { toasts: ShowToastOptions[] }) {
  return (
    <>
      <div style={{ display: 'flex', gap: 8 }}>
        {toasts.map((toast) => (
          <Button key={toast.message} tone="secondary" onPress={() => showToast(region.queue, toast)}>
            {toast.message}
          </Button>
        ))}
      </div>
      <ToastRegion {...region} />
    </>
  );
}

const meta = {
  title: 'Primitives/Feedback/Toast',
  component: ToastRegion,
  args: { queue: createToastQueue(), 'aria-label': '通知', closeLabel: '关闭' },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §8 copy text: a neutral toast that leaves after the default 2000 ms. */
export const Default: Story = {
  args: { queue: createToastQueue() },
  render: (args) => <ToastDemo {...args} toasts={[{ message: '复制成功' }]} />,
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: '复制成功' }));
    const toast = await page.findByRole('alertdialog', { name: '复制成功' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('复制成功');
    await expect(page.getByRole('region', { name: '通知' })).toContainElement(toast);

    const shownAt = performance.now();
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: toastDefaultDurationMs + 1000,
    });
    await expect(performance.now() - shownAt).toBeGreaterThan(toastDefaultDurationMs - 500);
  },
};

/** Three tones stack, newest on top, and each leaves after its own time. */
export const Stacked: Story = {
  args: { queue: createToastQueue() },
  render: (args) => (
    <ToastDemo
      {...args}
      toasts={[
        { message: '初始化失败', tone: 'neutral', durationMs: 600 },
        { message: '注册成功', tone: 'positive', durationMs: 900 },
        { message: '发送失败，请稍后再试', tone: 'critical', durationMs: 1200 },
      ]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: '初始化失败' }));
    await userEvent.click(canvas.getByRole('button', { name: '注册成功' }));
    await userEvent.click(canvas.getByRole('button', { name: '发送失败，请稍后再试' }));
    await waitFor(() => expect(page.getAllByRole('alertdialog')).toHaveLength(3));
    await expect(page.getAllByRole('alertdialog')[0]).toHaveAccessibleName('发送失败，请稍后再试');

    await waitFor(() => expect(page.getAllByRole('alertdialog')).toHaveLength(2));
    await expect(page.queryByRole('alertdialog', { name: '初始化失败' })).not.toBeInTheDocument();
    await waitFor(() => expect(page.queryAllByRole('alertdialog')).toHaveLength(0), { timeout: 2000 });
  },
};

/** WCAG 2.2.1: the clock stops while the pointer rests on the toasts, and runs again after. */
export const PauseOnHover: Story = {
  args: { queue: createToastQueue() },
  render: (args) => <ToastDemo {...args} toasts={[{ message: '复制成功', durationMs: 400 }]} />,
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: '复制成功' }));
    const toast = await page.findByRole('alertdialog', { name: '复制成功' });
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Focus in the region also pauses, and the close button dismisses a toast at once. */
export const PauseOnFocus: Story = {
  args: { queue: createToastQueue() },
  render: (args) => (
    <ToastDemo
      {...args}
      toasts={[{ message: '发送失败，请稍后再试', tone: 'critical', durationMs: 400, onClose: fn() }]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: '发送失败，请稍后再试' });
    await userEvent.click(trigger);
    const toast = await page.findByRole('alertdialog', { name: '发送失败，请稍后再试' });
    toast.focus();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(toast).toBeInTheDocument();

    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Focus goes back to where it was before it entered the region.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Ready to read: a toast in each tone that stays until closed. */
export const Tones: Story = {
  args: { queue: createToastQueue() },
  beforeEach: ({ args }) => {
    showToast(args.queue, { message: '复制成功', tone: 'neutral', durationMs: 0 });
    showToast(args.queue, { message: '注册成功', tone: 'positive', durationMs: 0 });
    showToast(args.queue, { message: '发送失败，请稍后再试', tone: 'critical', durationMs: 0 });
    return () => args.queue.clear();
  },
  play: async () => {
    await waitFor(() => expect(within(document.body).getAllByRole('alertdialog')).toHaveLength(3));
  },
};
