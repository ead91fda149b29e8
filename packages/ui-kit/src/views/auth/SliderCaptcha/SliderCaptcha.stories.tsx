import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { SliderCaptcha, type SliderCaptchaLabels } from './SliderCaptcha';
import type { SliderCaptchaStatus } from './sliderCaptchaRules';

const labels: SliderCaptchaLabels = {
  start: '点击按钮进行验证',
  loading: '验证码加载中',
  instruction: '拖动滑块到缺口处，或点击缺口',
  slider: '验证滑块',
  target: '点击缺口完成验证',
  verifying: '验证中',
  passed: '验证通过',
  failed: '验证失败，请重试',
  retry: '重新验证',
  loadError: (code) => `验证码加载失败（${code}）`,
  valueText: (position, target) => `滑块位置 ${position}%，缺口位置 ${target}%`,
};

const meta = {
  title: 'Views/Auth/SliderCaptcha',
  component: SliderCaptcha,
  args: { status: 'idle', labels, challenge: { target: 63 }, onStart: fn(), onVerify: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SliderCaptcha>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '点击按钮进行验证' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** spec §5: submitting without the check shows 请点击按钮进行验证 under the button. */
export const Missing: Story = {
  args: { errorMessage: '请点击按钮进行验证' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '点击按钮进行验证' })).toHaveAccessibleDescription(
      '请点击按钮进行验证',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('验证码加载中')).toBeInTheDocument();
  },
};

/** Keyboard only: arrows and Home/End move the handle, Enter submits the position. */
export const ReadyByKeyboard: Story = {
  args: { status: 'ready' },
  play: async ({ canvas, args, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: '验证滑块' });
    await expect(slider).toHaveAttribute('aria-valuetext', '滑块位置 0%，缺口位置 63%');
    slider.focus();
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '57');
    await userEvent.keyboard(
      '{Home}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{ArrowRight}{ArrowRight}{ArrowRight}',
    );
    await expect(slider).toHaveAttribute('aria-valuenow', '63');
    await userEvent.keyboard('{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith(63);
  },
};

/** One click on the gap completes the check (WCAG 2.2 2.5.7: no drag needed). */
export const ReadyBySingleClick: Story = {
  args: { status: 'ready' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '点击缺口完成验证' }));
    await expect(args.onVerify).toHaveBeenCalledWith(63);
  },
};

export const Verifying: Story = {
  args: { status: 'verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('验证中')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '点击缺口完成验证' })).toBeDisabled();
  },
};

export const Passed: Story = {
  args: { status: 'passed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('验证通过');
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证失败，请重试');
    await userEvent.click(canvas.getByRole('button', { name: '重新验证' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** spec §8: 60204 script load timeout. */
export const ScriptLoadTimeout: Story = {
  args: { status: 'loadError', errorCode: 60204 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证码加载失败（60204）');
    await userEvent.click(canvas.getByRole('button', { name: '重新验证' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** spec §8: 60205 resource load timeout. */
export const ResourceLoadTimeout: Story = {
  args: { status: 'loadError', errorCode: 60205 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证码加载失败（60205）');
  },
};

/** The whole flow with an owner that loads and verifies: completed by keyboard only. */
export const WholeFlowByKeyboard: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<SliderCaptchaStatus>('idle');
    return (
      <SliderCaptcha
        {...args}
        status={status}
        onStart={() => setStatus('ready')}
        onVerify={(position) => {
          args.onVerify(position);
          setStatus(Math.abs(position - 63) <= 3 ? 'passed' : 'failed');
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: '点击按钮进行验证' }).focus();
    await userEvent.keyboard('{Enter}');
    const slider = await canvas.findByRole('slider', { name: '验证滑块' });
    slider.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证失败，请重试');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '重新验证' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const gap = await canvas.findByRole('button', { name: '点击缺口完成验证' });
    gap.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('验证通过'));
  },
};
