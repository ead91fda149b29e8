import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageHandlers } from '../mocks/handlers';
import { TopicContainer, TopicsContainer } from './TopicContainer';

const meta = {
  title: 'Features/Content/TopicContainer',
  component: TopicContainer,
  args: { id: 1, goodsHref: (mouldNo) => `/goods?mouldNo=${mouldNo}` },
  parameters: { app: {}, layout: 'padded', msw: { handlers: pageHandlers.default } },
} satisfies Meta<typeof TopicContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A topic: cover, title, story and a link to each piece it presents. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '婚嫁三金' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '专题臻品（3 件）' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '款号 JYG00001' })).toHaveAttribute(
      'href',
      '/goods?mouldNo=JYG00001',
    );
  },
};

/** An id the server does not know. */
export const NotFound: Story = {
  args: { id: 404 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '专题不存在或已结束' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** /d without an id: no call, a clear message. */
export const WithoutId: Story = {
  args: { id: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '专题不存在或已结束' })).toBeVisible();
  },
};

/** /topics: every topic as a card. */
export const AllTopics: Story = {
  render: () => <TopicsContainer topicHref={(id) => `/d?id=${id}`} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /金条金章/ })).toHaveAttribute('href', '/d?id=3');
  },
};
