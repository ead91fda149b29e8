import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { clearStaleAnnouncements, createCheckoutMock } from '../mocks/handlers';
import { pickRegion } from '../mocks/regionPicking';
import { member, staff, storyCarts } from '../mocks/data';
import { CheckoutContainer } from './CheckoutContainer';

const onCreated = fn();
const onBackToBag = fn();
const onOrders = fn();

/** One mocked server per story, so each story's orders and failures are its own. */
function server(options: Parameters<typeof createCheckoutMock>[0] = {}) {
  return createCheckoutMock(options);
}

const meta = {
  title: 'Features/Checkout/CheckoutContainer',
  component: CheckoutContainer,
  args: { carts: storyCarts, onCreated, onBackToBag, onOrders, inFlightRetryDelayMs: 20, repriceDelayMs: 20 },
  parameters: { app: { user: member }, msw: { handlers: server().handlers } },
  beforeEach: () => {
    onCreated.mockClear();
    onBackToBag.mockClear();
    onOrders.mockClear();
  },
} satisfies Meta<typeof CheckoutContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const summaryTerms = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: '订单金额' }))
    .getAllByRole('term')
    .map((term) => term.textContent);
const payable = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: '订单金额' })).getByRole('status');

const plain = server();
/**
 * A member with two addresses and 1,200 points: the default address is chosen, the lines carry
 * their category lines, ¥500 off from ¥10,000 (spec §9), points re-price the order, one submit makes
 * one order.
 */
export const Default: Story = {
  parameters: { msw: { handlers: plain.handlers } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /王女士/ })).toBeChecked();
    const rows = within(canvas.getByRole('table', { name: '商品清单' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('金重3.52克');
    await expect(rows[1]).toHaveTextContent('手寸12号');
    await expect(rows[2]).toHaveTextContent('链长45cm');
    await expect(summaryTerms(canvas)).toEqual(['商品总额', '满减优惠']);
    await expect(payable(canvas)).toHaveTextContent('应付金额¥17,386.96');
    await expect(canvas.getByText(/今日金价 ¥1,023.00\/克/)).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: '使用积分' }), '500');
    await waitFor(() => expect(payable(canvas)).toHaveTextContent('应付金额¥17,376.96'));
    await expect(summaryTerms(canvas)).toEqual(['商品总额', '满减优惠', '积分抵扣']);

    await userEvent.click(canvas.getByText('上海市 黄浦区 南京东路300号'));
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({
        orderNo: 'JY202611220001',
        payableFen: 1737696,
        payDeadline: '2026-11-22T07:30:00.000Z',
      }),
    );
    await expect(plain.state.orders.size).toBe(1);
  },
};

/** spec §8: no carts query → 请选择结算商品！ and the way back to the bag. */
export const MissingCarts: Story = {
  args: { carts: { ok: false, problem: 'missing' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '请选择结算商品！' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回购物袋' }));
    await expect(onBackToBag).toHaveBeenCalledOnce();
  },
};

/** A broken link (not a list of lines, as the app reads `[12,13`): said plainly, with the way back. */
export const MalformedCarts: Story = {
  args: { carts: { ok: false, problem: 'malformed' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '结算商品信息有误，请返回购物袋重新选择' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回购物袋' })).toBeVisible();
  },
};

/** Loading: the prices are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: server({ confirmHangs: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载订单信息')).toBeVisible();
  },
};

/** The prices cannot be loaded: the reason and a retry. */
export const ConfirmFails: Story = {
  parameters: { msw: { handlers: server({ confirmFails: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '订单信息加载失败，请稍后重试' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** More points than the order is worth: the entry stops where the payable reaches ¥0.00, never below. */
export const PointsCapped: Story = {
  args: { carts: { ok: true, lines: [{ goodID: 12, attribute: 'ringSize:12', buyNum: 1 }] } },
  parameters: { msw: { handlers: server({ point: 1_000_000 }).handlers } },
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByRole('textbox', { name: '使用积分' });
    await expect(input).toHaveAccessibleDescription('本单最多可用 194,448 积分');
    await userEvent.click(canvas.getByRole('button', { name: '全部使用' }));
    await expect(input).toHaveValue('194448');
    await waitFor(() => expect(payable(canvas)).toHaveTextContent('¥0.00'));
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('194448');
  },
};

const password = server({ needPointPwd: true, pointPwd: '123456' });
/** A card with a points password: asked for, refused when wrong (generic message), then accepted. */
export const PointsPassword: Story = {
  parameters: { msw: { handlers: password.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '使用积分' }), '500');
    await waitFor(() => expect(payable(canvas)).toHaveTextContent('¥17,376.96'));
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(await canvas.findByText('请输入6位积分密码')).toBeVisible();
    const field = canvas.getByLabelText(/积分密码/);
    await userEvent.type(field, '111111');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(await canvas.findByText('积分密码错误')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    await expect(password.state.orders.size).toBe(1);
  },
};

/** The gift-card switch is on: the balance can pay part of the order. */
export const GiftCard: Story = {
  parameters: { msw: { handlers: server({ giftCardOpen: true }).handlers } },
  play: async ({ canvas, userEvent }) => {
    const panel = await canvas.findByRole('region', { name: '礼品卡' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: '使用礼品卡余额支付' }));
    await waitFor(() => expect(summaryTerms(canvas)).toEqual(['商品总额', '满减优惠', '礼品卡抵扣']));
    await expect(payable(canvas)).toHaveTextContent('¥16,886.96');
  },
};

/** The switch is off: no gift-card panel at all. */
export const GiftCardOff: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '确认订单' });
    await expect(canvas.queryByRole('region', { name: '礼品卡' })).toBeNull();
  },
};

/** A staff user: no marketing discounts (spec §6, §9). */
export const Staff: Story = {
  parameters: { app: { user: staff }, msw: { handlers: server({ isStaff: true }).handlers } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '确认订单' });
    await expect(summaryTerms(canvas)).toEqual(['商品总额']);
    await expect(payable(canvas)).toHaveTextContent('¥17,886.96');
    // Staff have no member points (spec §6): no points panel.
    await expect(canvas.queryByRole('region', { name: '积分抵扣' })).toBeNull();
  },
};

/** A staff order above the month's limit: the server's words (spec §8) and the way back to the bag. */
export const StaffOverLimit: Story = {
  parameters: {
    app: { user: staff },
    msw: { handlers: server({ isStaff: true, purchaseLimit: '本月内购额度剩余 ¥2,000.00，本单超出限额' }).handlers },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交订单' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('本月内购额度剩余 ¥2,000.00，本单超出限额');
    await expect(within(alert).getByRole('button', { name: '返回购物袋' })).toBeVisible();
  },
};

/** The limit refusal without a message: spec §8's own text. */
export const StaffOverLimitNoMessage: Story = {
  parameters: { app: { user: staff }, msw: { handlers: server({ isStaff: true, purchaseLimit: '' }).handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交订单' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('超出员工内购限额');
  },
};

const firstAddress = server({ addresses: [] });
/** No address yet: the form is open, each field says what is wrong, the saved address is chosen. */
export const FirstAddress: Story = {
  parameters: { msw: { handlers: firstAddress.handlers } },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: '新增收货地址' });
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(canvas.getByText('请选择收货地址')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: '保存并使用' }));
    for (const message of [
      '请输入收货人',
      '请输入手机号码',
      '请选择省份',
      '请选择城市',
      '请选择区县',
      '请输入详细地址（5–120个字）',
    ]) {
      await expect(within(form).getByText(message)).toBeVisible();
    }
    await userEvent.type(within(form).getByRole('textbox', { name: /收货人/ }), '陈女士');
    await userEvent.type(within(form).getByRole('textbox', { name: /手机号码/ }), '1390000');
    await expect(within(form).getByText('请输入正确的手机号码')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: /手机号码/ }), '0004');
    await pickRegion(within(form), userEvent, ['浙江省', '杭州市', '西湖区']);
    await userEvent.type(within(form).getByRole('textbox', { name: /详细地址/ }), '文三路90号');
    await userEvent.click(within(form).getByRole('button', { name: '保存并使用' }));
    await expect(await canvas.findByRole('radio', { name: /陈女士/ })).toBeChecked();
    await expect(canvas.queryByRole('form', { name: '新增收货地址' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    // The closed form's save button is still referenced by React Aria's live announcer.
    clearStaleAnnouncements();
  },
};

/** The server refuses the address: its message shows and every field keeps what was typed. */
export const AddressSaveFails: Story = {
  parameters: { msw: { handlers: server({ addressSaveRefusal: '收货地址最多保存20个' }).handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '添加新地址' }));
    const form = canvas.getByRole('form', { name: '新增收货地址' });
    await userEvent.type(within(form).getByRole('textbox', { name: /收货人/ }), '陈女士');
    await userEvent.type(within(form).getByRole('textbox', { name: /手机号码/ }), '13900000004');
    await pickRegion(within(form), userEvent, ['浙江省', '杭州市', '西湖区']);
    await userEvent.type(within(form).getByRole('textbox', { name: /详细地址/ }), '文三路90号');
    await userEvent.click(within(form).getByRole('button', { name: '保存并使用' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('收货地址最多保存20个');
    await expect(within(form).getByRole('textbox', { name: /详细地址/ })).toHaveValue('文三路90号');
    await userEvent.click(within(form).getByRole('button', { name: '取消' }));
    await expect(canvas.getByRole('radio', { name: /王女士/ })).toBeChecked();
    clearStaleAnnouncements();
  },
};

const priceChanged = server({ priceChangeOnce: true });
/** Today's gold price moved: the shopper sees both amounts and confirms; one order at the new price. */
export const PriceChanged: Story = {
  parameters: { msw: { handlers: priceChanged.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交订单' }));
    const dialog = await screen.findByRole('alertdialog', { name: '价格变动提醒' });
    await expect(dialog).toHaveAccessibleDescription(/应付金额已由 ¥17,386.96 变为 ¥17,430.00/);
    await expect(dialog).toHaveTextContent(/今日金价 ¥1,035.00\/克/);
    await expect(onCreated).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认并提交' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ payableFen: 1743000 })));
    await expect(priceChanged.state.orders.size).toBe(1);
  },
};

/** Out of stock: the server's words and the way back to the bag; what was chosen stays. */
export const OutOfStock: Story = {
  parameters: { msw: { handlers: server({ outOfStock: true }).handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '使用积分' }), '500');
    await userEvent.click(canvas.getByText('上海市 黄浦区 南京东路300号'));
    await waitFor(() => expect(payable(canvas)).toHaveTextContent('¥17,376.96'));
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('部分商品库存不足：18K金钻石项链 星光 库存不足');
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: '返回购物袋' }));
    await expect(onBackToBag).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: '使用积分' })).toHaveValue('500');
    await expect(canvas.getByRole('radio', { name: /王先生/ })).toBeChecked();
  },
};

const inFlight = server({ inFlightTimes: 2 });
/** 409 in flight: asked again after a moment with the same key; one order. */
export const InFlight: Story = {
  parameters: { msw: { handlers: inFlight.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    await expect(inFlight.state.createCalls).toBe(3);
    await expect(inFlight.state.orders.size).toBe(1);
  },
};

const lostAnswer = server({ loseFirstAnswer: true });
/** The answer is lost on the way back: the retry carries the same key and gets the same order. */
export const LostAnswer: Story = {
  parameters: { msw: { handlers: lostAnswer.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交订单' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '网络不稳定，订单可能未提交成功。请再次提交，不会重复下单',
    );
    await expect(lostAnswer.state.orders.size).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    await expect(lostAnswer.state.createCalls).toBe(2);
    await expect(lostAnswer.state.orders.size).toBe(1);
  },
};

const doubleClick = server();
/** A double click makes one order. */
export const DoubleClick: Story = {
  parameters: { msw: { handlers: doubleClick.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.dblClick(await canvas.findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    await expect(doubleClick.state.orders.size).toBe(1);
  },
};

const asGift = server();
/** 作为礼物转赠 (issue #12): ticked, no address is asked for, and the order is made a gift without one. */
export const AsGift: Story = {
  parameters: { msw: { handlers: asGift.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: '作为礼物转赠' }, { timeout: 8000 }));
    await waitFor(() => expect(canvas.queryByRole('radio', { name: /王女士/ })).toBeNull(), { timeout: 8000 });
    await expect(canvas.getByText(/这是一份礼物/)).toBeVisible();
    // Priced first: a submit before the confirmation has answered does nothing (as for a shopper).
    await waitFor(() => expect(payable(canvas)).toHaveTextContent(/应付金额¥[\d,]+\.\d{2}/), { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(asGift.state.orders.size).toBe(1), { timeout: 8000 });
    const [order] = [...asGift.state.orders.values()];
    const body = JSON.parse(order?.body ?? '{}') as Record<string, unknown>;
    await expect(body.isTransferGift).toBe(true);
    await expect(body).not.toHaveProperty('addressId');
  },
};
