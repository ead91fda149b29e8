import type { Meta, StoryObj } from '@storybook/react-vite';
import { PillLinks } from '@mall/ui-kit';
import { expect } from 'storybook/test';
import { pageHandlers } from '../mocks/handlers';
import { TopicContainer, TopicsContainer } from './TopicContainer';

const meta = {
  title: 'Features/Content/TopicContainer',
  component: TopicContainer,
  args: {
    id: 1,
    // The app lends the search feature's goods grid; here a stand-in links what it was handed.
    renderPieces: (cards) => (
      <PillLinks
        links={cards.map((card) => ({
          key: card.mouldNo,
          label: `${card.title} ¥${card.shopPrice}`,
          href: card.jumpLink,
        }))}
      />
    ),
  },
  parameters: { app: {}, layout: 'padded', msw: { handlers: pageHandlers.default } },
} satisfies Meta<typeof TopicContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A topic: cover, title, subtitle and story once each, and its pieces handed to the goods grid as the server's cards
 * (issue #31 item 2: picture, title and price, not bare mould numbers).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '婚嫁三金' })).toBeVisible();
    await expect(canvas.getAllByText('足金手镯、项链与戒指，寓意圆满')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2, name: '专题臻品（3 件）' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '足金古法福字手镯 ¥12880.00' })).toHaveAttribute(
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
