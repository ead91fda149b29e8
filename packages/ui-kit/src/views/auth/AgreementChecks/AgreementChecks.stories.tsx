import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AgreementChecks } from './AgreementChecks';

const items = [
  { id: 'userAgreement', lead: '我已阅读并同意', linkLabel: '《用户协议》' },
  { id: 'privacy', lead: '我已阅读并同意', linkLabel: '《个人信息收集声明》' },
];

const meta = {
  title: 'Views/Auth/AgreementChecks',
  component: AgreementChecks,
  args: { items, checked: [], onChange: fn(), onOpenClause: fn() },
} satisfies Meta<typeof AgreementChecks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /用户协议/ }));
    await expect(args.onChange).toHaveBeenCalledWith(['userAgreement']);
  },
};

/** The link opens the clause and leaves the box as it was. */
export const OpenClause: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '《个人信息收集声明》' }));
    await expect(args.onOpenClause).toHaveBeenCalledWith('privacy');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Ticked: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState<string[]>(['userAgreement']);
    return <AgreementChecks {...args} checked={checked} onChange={setChecked} />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /个人信息收集声明/ }));
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /用户协议/ }));
    await expect(canvas.getByRole('checkbox', { name: /用户协议/ })).not.toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, checked: ['userAgreement'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /个人信息收集声明/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
