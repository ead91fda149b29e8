import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { royaltyPaths } from '@mall/contract/royalty';
import { royaltyHandlers } from '../mocks/handlers';
import { RightsFundContainer } from './RightsFundContainer';

const staff = {
  uid: 900_000_001,
  uoid: 'JY80001',
  idToken: 't',
  nickname: '林晓',
  isStaff: true,
  staffCode: 'JY80001',
};

const meta = {
  title: 'Features/Search/RightsFundContainer',
  component: RightsFundContainer,
  args: { shopHref: '/royalty/goods', productHref: (mouldNo: string) => `/goods?mouldNo=${mouldNo}`, withPieces: true },
  parameters: { app: { user: staff }, msw: { handlers: royaltyHandlers.default } },
} satisfies Meta<typeof RightsFundContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /myIndex/royalty/index: this year's fund, what was spent, the cheapest pieces it covers and the way to the shop. */
export const WithPieces: Story = {
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: '我的权益金' }, { timeout: 8000 });
    await waitFor(() => expect(panel).toHaveTextContent('可用余额¥6,320.00'), { timeout: 8000 });
    await expect(panel).toHaveTextContent('已使用¥1,680.00');
    const pieces = canvas.getByRole('region', { name: '权益金可兑换' });
    await waitFor(
      () =>
        expect(within(pieces).getByRole('list', { name: '权益金可兑换' }).querySelectorAll(':scope > li')).toHaveLength(
          4,
        ),
      {
        timeout: 8000,
      },
    );
    await expect(pieces).not.toHaveTextContent('余额不足');
    await expect(canvas.getByRole('link', { name: '进入权益金商城' })).toHaveAttribute('href', '/royalty/goods');
  },
};

/** The overview: the fund alone. */
export const PanelOnly: Story = {
  args: { withPieces: false },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: '我的权益金' }, { timeout: 8000 });
    await waitFor(() => expect(panel).toHaveTextContent('林晓 · 工号 JY80001'), { timeout: 8000 });
    await expect(canvas.queryByRole('region', { name: '权益金可兑换' })).toBeNull();
  },
};

/** The fund is spent: nothing is covered, and it says so. */
export const Spent: Story = {
  parameters: { msw: { handlers: royaltyHandlers.spent } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('当前余额已不足以兑换权益金商城的商品。', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** Loading: the panel's placeholders. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...royaltyHandlers.loading,
        http.get(royaltyPaths('mall').balance, () => new Promise<never>(() => undefined)),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '我的权益金' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The balance could not load: the reason and a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        ...royaltyHandlers.failing,
        http.get(royaltyPaths('mall').balance, () =>
          HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('权益金余额暂时无法获取，请稍后再试。', {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByText('权益金商品加载失败，请稍后重试', {}, { timeout: 8000 })).toBeVisible();
  },
};
