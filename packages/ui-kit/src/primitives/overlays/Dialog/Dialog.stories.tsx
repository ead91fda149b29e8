import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { HeldOpen } from '../../../samples/HeldOpen';
import { Dialog, dialogWidths } from './Dialog';

const clauseParagraphs = [
  '一、金缘珠宝官方商城（以下简称“本商城”）由金缘珠宝有限公司运营。您在注册、登录及使用本商城服务前，请仔细阅读本协议全部条款。',
  '二、您应使用本人真实有效的手机号码注册账号，并妥善保管账号与密码。因您保管不善导致的损失，由您自行承担。',
  '三、本商城展示的黄金饰品价格随当日金价浮动，下单时以结算页显示的价格为准。',
  '四、定金类商品须在约定期限内支付尾款，逾期未支付的，订单将自动关闭，定金按活动规则处理。',
  '五、商品签收后如有质量问题，您可在售后期限内申请售后服务，我们将依据国家相关规定及本商城售后政策处理。',
  '六、我们依照《个人信息保护声明》收集和使用您的个人信息，仅用于订单履约、会员服务及经您同意的其他用途。',
  '七、会员积分可在积分商城兑换礼品，积分有效期及兑换规则以会员权益页面公布的内容为准。',
  '八、如本协议内容发生变更，我们将在您下次登录时提示您重新阅读并确认，您不同意的，可停止使用本商城服务。',
  '九、本协议的订立、执行和解释均适用中华人民共和国法律。',
  '十、如您对本协议有任何疑问，可通过在线客服或客服热线与我们联系。',
];

const meta = {
  title: 'Primitives/Overlays/Dialog',
  component: Dialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: '用户协议',
    closeLabel: '关闭',
    children: '请您在使用金缘珠宝官方商城前，仔细阅读并充分理解本协议的全部内容。',
  },
  argTypes: { width: { control: 'inline-radio', options: dialogWidths } },
  render: (args) => <HeldOpen component={Dialog} args={args} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: '用户协议' });
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();

    // Opens from the keyboard, and focus moves into the dialog.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: '用户协议' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Escape closes it and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ args, userEvent }) => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: '用户协议' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: '用户协议' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClickOutside: Story = {
  args: { isOpen: true },
  play: async ({ args, userEvent }) => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: '用户协议' });
    // The dimmed layer round the panel: a click there dismisses a dismissable dialog.
    const overlay = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NotDismissable: Story = {
  args: { isOpen: true, isDismissable: false },
  play: async ({ args, userEvent }) => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: '用户协议' });
    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);
    await waitFor(() => expect(page.getByRole('dialog', { name: '用户协议' })).toBeVisible());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const WithFooter: Story = {
  args: {
    isOpen: true,
    title: '条款变更提示',
    children: '《用户协议》《个人信息保护声明》已更新，请阅读并同意后继续使用。',
  },
  render: (args) => (
    <HeldOpen
      component={Dialog}
      args={{
        ...args,
        footer: (
          <>
            <Button tone="neutral" onPress={() => args.onOpenChange(false)}>
              不同意
            </Button>
            <Button onPress={() => args.onOpenChange(false)}>同意</Button>
          </>
        ),
      }}
    />
  ),
  play: async ({ args, userEvent }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: '条款变更提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '同意' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const LongContent: Story = {
  args: { isOpen: true, children: clauseParagraphs },
  render: (args) => (
    <HeldOpen
      component={Dialog}
      args={{ ...args, children: (args.children as string[]).map((paragraph) => <p key={paragraph}>{paragraph}</p>) }}
    />
  ),
  play: async ({ userEvent }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: '用户协议' });
    const close = within(dialog).getByRole('button', { name: '关闭' });
    // The body scrolls; the title bar with the close button stays in view.
    dialog.scrollTop = dialog.scrollHeight;
    await waitFor(() => expect(close).toBeVisible());
    await userEvent.click(close);
  },
};

export const Wide: Story = {
  args: {
    isOpen: true,
    width: 'wide',
    title: '个人信息保护声明',
    children: '条款图片宽 832 像素，弹窗随之加宽，其余弹窗默认 720 像素。',
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '个人信息保护声明' });
    const panel = dialog.parentElement as HTMLElement;
    await expect(getComputedStyle(panel).maxWidth).toBe('832px');
  },
};

export const DefaultWidth: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '用户协议' });
    await expect(getComputedStyle(dialog.parentElement as HTMLElement).maxWidth).toBe('720px');
  },
};
