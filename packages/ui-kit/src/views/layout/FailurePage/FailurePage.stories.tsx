import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { Heading, Text } from '../../../primitives/typography/Text/Text';
import { FailurePage } from './FailurePage';

const meta = {
  title: 'Views/Layout/FailurePage',
  component: FailurePage,
  args: {
    children: (
      <>
        <div role="alert">
          <Heading level={1}>页面加载失败</Heading>
        </div>
        <Text as="p" tone="muted">
          网络可能不稳定，或商城刚刚更新。请刷新页面重试。
        </Text>
      </>
    ),
    actions: (
      <>
        <Button tone="primary">刷新页面</Button>
        <a href="/home">返回首页</a>
      </>
    ),
  },
} satisfies Meta<typeof FailurePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A route that failed: the words, a reload and the way home. */
export const RouteError: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('页面加载失败');
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  },
};

const onRetry = fn();

/** The mall could not start (no config): the message and retry, centred. */
export const Startup: Story = {
  args: {
    isCentred: true,
    actions: undefined,
    children: (
      <>
        <Text size="lead" weight="strong">
          初始化失败
        </Text>
        <Button onPress={onRetry}>重试</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};
