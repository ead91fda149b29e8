import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { member } from '../mocks/data';
import { clearStaleAnnouncements, createCheckoutMock } from '../mocks/handlers';
import { pickRegion } from '../mocks/regionPicking';
import { AddressBookContainer } from './AddressBookContainer';

const onToast = fn();

const meta = {
  title: 'Features/Checkout/AddressBookContainer',
  component: AddressBookContainer,
  args: { onToast },
  parameters: { app: { user: member }, msw: { handlers: createCheckoutMock().handlers } },
  beforeEach: () => {
    onToast.mockClear();
  },
} satisfies Meta<typeof AddressBookContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: string) => screen.findByRole('article', { name }, { timeout: 8000 });

const listed = createCheckoutMock();
/**
 * The member's addresses, the default first and marked, the count against the limit of 20. The
 * region tree is not asked for until a form opens (issue #13: not in the first load).
 */
export const List: Story = {
  parameters: { msw: { handlers: listed.handlers } },
  play: async ({ canvas }) => {
    const first = await card('王女士');
    await expect(within(first).getByText('默认')).toBeVisible();
    await expect(within(first).getByText('139****0001')).toBeVisible();
    await expect(canvas.getByText('已保存 2 个收货地址，最多 20 个')).toBeVisible();
    await expect(listed.state.regionsAsked).toBe(0);
  },
};

/** 新增: an empty save shows every message; filled in, it is saved and listed. */
export const Add: Story = {
  parameters: { msw: { handlers: createCheckoutMock().handlers } },
  play: async ({ canvas, userEvent }) => {
    await card('王女士');
    await userEvent.click(canvas.getByRole('button', { name: '新增收货地址' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请输入收货人')).toBeVisible();
    await expect(canvas.getByText('请输入手机号码')).toBeVisible();
    await expect(canvas.getByText('请选择省份')).toBeVisible();
    await expect(canvas.getByText('请选择城市')).toBeVisible();
    await expect(canvas.getByText('请选择区县')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /收货人/ }), '李女士');
    await userEvent.type(canvas.getByRole('textbox', { name: /手机号码/ }), '13700001111');
    await pickRegion(canvas, userEvent, ['浙江省', '杭州市', '西湖区']);
    await userEvent.type(canvas.getByRole('textbox', { name: /详细地址/ }), '文三路100号2单元801');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const added = await card('李女士');
    await expect(added).toHaveTextContent('浙江省 杭州市 西湖区 文三路100号2单元801');
    await expect(onToast).toHaveBeenCalledWith('收货地址已保存', 'positive');
    await expect(canvas.getByText('已保存 3 个收货地址，最多 20 个')).toBeVisible();
    clearStaleAnnouncements();
  },
};

/** 编辑: the form opens with the address; the change is saved over it. */
export const Edit: Story = {
  parameters: { msw: { handlers: createCheckoutMock().handlers } },
  play: async ({ canvas, userEvent }) => {
    await card('王先生');
    await userEvent.click(canvas.getByRole('button', { name: '编辑王先生的地址' }));
    const detail = canvas.getByRole('textbox', { name: /详细地址/ });
    await expect(detail).toHaveValue('南京东路300号');
    // The selects open on the saved place once the tree is in.
    await waitFor(() => expect(canvas.getByRole('button', { name: /区\/县/ })).toHaveTextContent('黄浦区'), {
      timeout: 8000,
    });
    await expect(canvas.getByRole('button', { name: /城市/ })).toHaveTextContent('上海市');
    await userEvent.clear(detail);
    await userEvent.type(detail, '南京东路299号18楼');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await card('王先生')).toHaveTextContent('南京东路299号18楼'), { timeout: 8000 });
    await expect(onToast).toHaveBeenCalledWith('收货地址已更新', 'positive');
    clearStaleAnnouncements();
  },
};

/** 设为默认: the address moves first with the mark. */
export const SetDefault: Story = {
  parameters: { msw: { handlers: createCheckoutMock().handlers } },
  play: async ({ canvas, userEvent }) => {
    await card('王先生');
    await userEvent.click(canvas.getByRole('button', { name: '将王先生的地址设为默认' }));
    await waitFor(async () => expect(within(await card('王先生')).getByText('默认')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName('王先生');
    await expect(onToast).toHaveBeenCalledWith('已设为默认地址', 'positive');
    clearStaleAnnouncements();
  },
};

/** 删除 asks first; confirmed, the address goes. */
export const Remove: Story = {
  parameters: { msw: { handlers: createCheckoutMock().handlers } },
  play: async ({ canvas, userEvent }) => {
    await card('王先生');
    await userEvent.click(canvas.getByRole('button', { name: '删除王先生的地址' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除收货地址' });
    await expect(dialog).toHaveTextContent('确定删除王先生的地址（上海市 黄浦区 南京东路300号）吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(canvas.queryByRole('article', { name: '王先生' })).toBeNull(), { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    clearStaleAnnouncements();
  },
};

/** A failed delete keeps the dialog open with the reason, and the address. */
export const RemoveFails: Story = {
  parameters: { msw: { handlers: createCheckoutMock({ addressDeleteRefusal: '服务繁忙，请稍后再试' }).handlers } },
  play: async ({ canvas, userEvent }) => {
    await card('王先生');
    await userEvent.click(canvas.getByRole('button', { name: '删除王先生的地址' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除收货地址' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
    await userEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('article', { name: '王先生' })).toBeVisible();
    clearStaleAnnouncements();
  },
};

const regionsFail = createCheckoutMock({ regionsFailTimes: 1 });
/** The region tree did not arrive: the form says so, keeps what was typed, and a retry brings the selects. */
export const RegionsFail: Story = {
  parameters: { msw: { handlers: regionsFail.handlers } },
  play: async ({ canvas, userEvent }) => {
    await card('王女士');
    await userEvent.click(canvas.getByRole('button', { name: '新增收货地址' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /收货人/ }), '李女士');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('省市区数据加载失败。');
    await expect(canvas.getByRole('button', { name: /省份/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await pickRegion(canvas, userEvent, ['北京市', '北京市', '朝阳区']);
    await expect(canvas.getByRole('textbox', { name: /收货人/ })).toHaveValue('李女士');
    await expect(regionsFail.state.regionsAsked).toBe(2);
  },
};

/** The region tree is on its way: the selects wait behind a spinner. */
export const RegionsLoading: Story = {
  parameters: { msw: { handlers: createCheckoutMock({ regionsHang: true }).handlers } },
  play: async ({ canvas, userEvent }) => {
    await card('王女士');
    await userEvent.click(canvas.getByRole('button', { name: '新增收货地址' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('正在加载省市区…');
    await expect(canvas.getByRole('button', { name: /省份/ })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: createCheckoutMock({ addresses: [] }).handlers } },
  play: async ({ canvas }) => {
    await canvas.findByText('您还没有收货地址，新增一个吧。', {}, { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: '新增收货地址' })).toBeEnabled();
  },
};
