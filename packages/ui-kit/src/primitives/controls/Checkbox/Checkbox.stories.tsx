import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';

const meta = {
  title: 'Primitives/Controls/Checkbox',
  component: Checkbox,
  args: { children: '记住我的手机号', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '记住我的手机号' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Keyboard: Tab reaches the box, Space ticks and unticks it. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: '记住我的手机号' });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '记住我的手机号' })).toBeChecked();
  },
};

/** Controlled: the box shows `isSelected` and only reports the wish to change it. */
export const Controlled: Story = {
  args: { isSelected: false },
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '记住我的手机号' });
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(checkbox).not.toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '记住我的手机号' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '记住我的手机号' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '记住我的手机号' });
    await expect(checkbox).toBeDisabled();
    // A disabled box is skipped by Tab and cannot be toggled.
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Story-only args: the label is written with its links so the locale toolbar can translate each part. */
type AgreementArgs = CheckboxProps & {
  lead: string;
  links: string[];
  joiner: string;
  onOpenLink?: (title: string) => void;
};

function renderAgreement({ lead, links, joiner, onOpenLink, ...args }: AgreementArgs) {
  return (
    <Checkbox {...args}>
      {lead}
      {links.map((title, index) => (
        <span key={title}>
          {index > 0 ? joiner : null}
          <a
            href="#agreement"
            onClick={(event) => {
              event.preventDefault();
              onOpenLink?.(title);
            }}
          >
            {title}
          </a>
        </span>
      ))}
    </Checkbox>
  );
}

/** The first agreement box of registration and login (spec §5: must be ticked to continue). */
export const Agreement: StoryObj<AgreementArgs> = {
  args: {
    lead: '我已阅读并同意',
    links: ['《金缘珠宝用户协议》', '《个人信息收集声明》'],
    joiner: '及',
    children: null,
    onChange: fn(),
    onOpenLink: fn(),
  },
  render: renderAgreement,
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '我已阅读并同意《金缘珠宝用户协议》及《个人信息收集声明》' });
    // Opening a clause, by pointer or by keyboard, does not tick the box.
    const link = canvas.getByRole('link', { name: '《金缘珠宝用户协议》' });
    await userEvent.click(link);
    await expect(args.onOpenLink).toHaveBeenCalledWith('《金缘珠宝用户协议》');
    await expect(checkbox).not.toBeChecked();
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenLink).toHaveBeenCalledTimes(2);
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** The second agreement box: the member reward plan. */
export const RewardPlanAgreement: StoryObj<AgreementArgs> = {
  args: { lead: '我已阅读并同意', links: ['《金缘会员奖励计划条款》'], joiner: '及', children: null, onChange: fn() },
  render: renderAgreement,
};

/** spec §5: submitting without ticking marks the box. */
export const AgreementNotAccepted: StoryObj<AgreementArgs> = {
  args: { ...RewardPlanAgreement.args, isInvalid: true },
  render: renderAgreement,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /奖励计划条款/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
