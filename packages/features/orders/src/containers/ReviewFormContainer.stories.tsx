import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { member } from '../mocks/data';
import { createReviewsMock, reviewOrderNo } from '../mocks/reviewHandlers';
import { ReviewFormContainer } from './ReviewFormContainer';

const hrefs = {
  goods: (mouldNo: string) => `/goods?mouldNo=${mouldNo}`,
  order: (orderNo: string) => `/myIndex/order?orderNo=${orderNo}`,
  list: () => '/myIndex/orderList',
};

const fresh = createReviewsMock();
const refused = createReviewsMock({ submitRefusal: '「足金999 古法传承素圈戒指」已评价，请勿重复提交' });

const meta = {
  title: 'Features/Orders/ReviewFormContainer',
  component: ReviewFormContainer,
  args: { orderNo: reviewOrderNo, hrefs },
  parameters: { app: { user: member }, msw: { handlers: fresh.handlers } },
  beforeEach: () => {
    fresh.reset();
    refused.reset();
  },
} satisfies Meta<typeof ReviewFormContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first line's fields (the ring's). */
const firstLine = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findByRole('heading', { name: '足金999 古法传承素圈戒指' })).closest('li') as HTMLElement;

/**
 * A successful order of two pieces: the ring is rated by keyboard (arrow keys), described and
 * posted anonymously; the untouched pearl is not sent. Then thanks, and the ring's product page.
 */
export const Review: Story = {
  play: async ({ canvas, userEvent }) => {
    const ring = within(await firstLine(canvas));
    await expect(ring.getByText('勾选后商品页显示为 王**')).toBeVisible();
    await userEvent.click(ring.getByRole('radio', { name: '1 星' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(ring.getByRole('radio', { name: '4 星' })).toBeChecked();
    await userEvent.type(ring.getByRole('textbox', { name: '评价内容' }), '素圈很百搭，戴着舒服。');
    await expect(ring.getByText('已输入 11/500 字（至少 5 字）')).toBeVisible();
    await userEvent.click(ring.getByRole('checkbox', { name: /匿名评价/ }));
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(await canvas.findByRole('heading', { name: '感谢您的评价' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去商品页看评价' })).toHaveAttribute(
      'href',
      '/goods?mouldNo=JY10001',
    );
    await expect(canvas.getByRole('link', { name: '返回订单详情' })).toHaveAttribute(
      'href',
      `/myIndex/order?orderNo=${reviewOrderNo}`,
    );
    await expect(fresh.state.submitted).toEqual([
      [{ lineId: 11, rating: 4, content: '素圈很百搭，戴着舒服。', photoIds: [], isAnonymous: true }],
    ]);
  },
};

/** A photo is uploaded as soon as it is chosen, and the review cites it. */
export const WithPhoto: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const line = await firstLine(canvas);
    const ring = within(line);
    await userEvent.click(ring.getByRole('radio', { name: '5 星' }));
    await userEvent.type(ring.getByRole('textbox', { name: '评价内容' }), '金色很正，做工精致。');
    const input = line.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    // An empty file is refused before it is sent, with the reason at the picker.
    await userEvent.upload(input, new File([], '空白.jpg', { type: 'image/jpeg' }));
    await expect(await ring.findByText('图片内容为空，请重新选择')).toBeVisible();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], '戒指.jpg', { type: 'image/jpeg' });
    await userEvent.upload(line.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, photo);
    await waitFor(() => expect(ring.queryByText('上传中')).toBeNull());
    await expect(ring.getByText('1/6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(await canvas.findByRole('heading', { name: '感谢您的评价' })).toBeVisible();
    await expect(fresh.state.submitted[0]?.[0]?.photoIds).toEqual(['storyPhoto00000000000001']);
    await expect(canvasElement).toBeTruthy();
  },
};

/** Sending with nothing filled, then with a line half filled: each check's message at its field. */
export const Errors: Story = {
  play: async ({ canvas, userEvent }) => {
    await firstLine(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(await canvas.findByText('请至少为一件商品评分并写下评价')).toBeVisible();
    const ring = within(await firstLine(canvas));
    await userEvent.type(ring.getByRole('textbox', { name: '评价内容' }), '好看');
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(await ring.findByText('请选择评分')).toBeVisible();
    await expect(ring.getByRole('textbox', { name: '评价内容' })).toHaveAccessibleDescription(/评价内容至少 5 个字/);
    await expect(canvas.getByText('请完善标红的内容后再提交')).toBeVisible();
    await expect(fresh.state.submitted).toEqual([]);
  },
};

/** The server refuses: its message shows and everything typed stays for another try. */
export const ServerError: Story = {
  parameters: { msw: { handlers: refused.handlers } },
  play: async ({ canvas, userEvent }) => {
    const ring = within(await firstLine(canvas));
    await userEvent.click(ring.getByRole('radio', { name: '5 星' }));
    await userEvent.type(ring.getByRole('textbox', { name: '评价内容' }), '金色很正，做工精致。');
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(await canvas.findByText('提交失败：「足金999 古法传承素圈戒指」已评价，请勿重复提交')).toBeVisible();
    await expect(ring.getByRole('textbox', { name: '评价内容' })).toHaveValue('金色很正，做工精致。');
    await expect(ring.getByRole('radio', { name: '5 星' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '提交评价' })).toBeEnabled();
  },
};

/** The pearl was reviewed before: read-only with its stars, text, photo and masked name. */
export const PartlyReviewed: Story = {
  parameters: { msw: { handlers: createReviewsMock({ partlyReviewed: true }).handlers } },
  play: async ({ canvas }) => {
    const pearl = (await canvas.findByRole('heading', { name: '南洋金珠 单颗耳钉' })).closest('li') as HTMLElement;
    await expect(within(pearl).getByText('已评价')).toBeVisible();
    await expect(within(pearl).getByText('发布为 王**')).toBeVisible();
    await waitFor(() => expect(within(pearl).getByRole('img', { name: '晒单图片 1' })).toBeVisible());
    await expect(within(pearl).queryByRole('textbox')).toBeNull();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
  },
};

export const NotReviewable: Story = {
  parameters: { msw: { handlers: createReviewsMock({ notReviewable: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '这笔订单暂时不能评价' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看订单详情' })).toHaveAttribute(
      'href',
      `/myIndex/order?orderNo=${reviewOrderNo}`,
    );
  },
};

/** Another buyer's order, or a wrong number: not found (the server answers 404). */
export const NotFound: Story = {
  args: { orderNo: 'JY000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '没有找到这笔订单' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回我的订单' })).toHaveAttribute('href', '/myIndex/orderList');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: createReviewsMock({ linesHang: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('正在加载订单商品');
  },
};
