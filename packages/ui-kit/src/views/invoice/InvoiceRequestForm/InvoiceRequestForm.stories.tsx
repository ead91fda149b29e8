import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { renderMerged } from '../../../samples/controlled';
import { InvoiceRequestForm, type InvoiceDraft, type InvoiceRequestFormLabels } from './InvoiceRequestForm';

const labels: InvoiceRequestFormLabels = {
  title: '申请发票',
  summary: '订单 JY20261125100000000001 · 开票金额 ¥1,026.14（实付金额减已退款）',
  titleType: '抬头类型',
  personal: '个人',
  company: '单位',
  personalTitle: '个人姓名',
  companyTitle: '单位名称',
  taxId: '纳税人识别号',
  taxIdHint: '18位统一社会信用代码',
  bankName: '开户银行（选填）',
  bankAccount: '银行账号（选填）',
  address: '注册地址（选填）',
  phone: '注册电话（选填）',
  email: '接收邮箱',
  emailHint: '开具后电子发票将发送到此邮箱',
  submit: '提交申请',
  submitting: '提交中…',
  cancel: '取消',
};

const person: InvoiceDraft = {
  titleType: 'personal',
  title: '',
  taxId: '',
  bankName: '',
  bankAccount: '',
  address: '',
  phone: '',
  email: '',
};
const company: InvoiceDraft = {
  ...person,
  titleType: 'company',
  title: '深圳市腾讯计算机系统有限公司',
  taxId: '91440300708461136T',
  email: 'finance@example.com',
};

const meta = {
  title: 'Views/Invoice/InvoiceRequestForm',
  component: InvoiceRequestForm,
  args: { labels, value: person, onChange: fn(), onSubmit: fn(), onCancel: fn() },
  render: renderMerged(InvoiceRequestForm),
} satisfies Meta<typeof InvoiceRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 个人: a name and the e-mail; switching to 单位 brings the company fields. */
export const Personal: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('textbox', { name: /纳税人识别号/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '单位' }));
    await expect(args.onChange).toHaveBeenCalledWith({ titleType: 'company' });
    await expect(canvas.getByRole('textbox', { name: /纳税人识别号/ })).toBeInTheDocument();
  },
};

/** 单位 filled in: submitting hands the draft over. */
export const Company: Story = {
  args: { value: company },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/**
 * A field's message (the contract's `invoiceMessages`, as the feature words it): shown, and read as
 * that field's description, so a screen reader hears it on the field it is about.
 */
const withError = (
  value: InvoiceDraft,
  errors: Parameters<typeof InvoiceRequestForm>[0]['errors'],
  text: string,
  field: RegExp,
): Story => ({
  args: { value, errors },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: field })).toHaveAccessibleDescription(
      expect.stringContaining(text),
    );
  },
});

export const TitleRequired = withError(person, { title: '请填写发票抬头' }, '请填写发票抬头', /个人姓名/);
export const TitleTooLong = withError(
  person,
  { title: '发票抬头不能超过100个字' },
  '发票抬头不能超过100个字',
  /个人姓名/,
);
export const TaxIdRequired = withError(
  { ...company, taxId: '' },
  { taxId: '请填写纳税人识别号' },
  '请填写纳税人识别号',
  /纳税人识别号/,
);
export const TaxIdLength = withError(
  { ...company, taxId: '440301103097413' },
  { taxId: '纳税人识别号应为18位统一社会信用代码' },
  '纳税人识别号应为18位统一社会信用代码',
  /纳税人识别号/,
);
export const TaxIdCharacters = withError(
  { ...company, taxId: '9144030070846113OT' },
  { taxId: '纳税人识别号只含数字和大写字母（不含I、O、Z、S、V）' },
  '纳税人识别号只含数字和大写字母（不含I、O、Z、S、V）',
  /纳税人识别号/,
);
export const TaxIdCheck = withError(
  { ...company, taxId: '91440300708461136U' },
  { taxId: '纳税人识别号校验位不正确，请核对' },
  '纳税人识别号校验位不正确，请核对',
  /纳税人识别号/,
);
/** 开户银行 over 50 characters (a branch name typed twice). */
export const BankNameTooLong = withError(
  {
    ...company,
    bankName: '招商银行股份有限公司深圳分行营业部招商银行股份有限公司深圳分行营业部招商银行股份有限公司深圳分行营业部',
  },
  { bankName: '开户银行不能超过50个字' },
  '开户银行不能超过50个字',
  /开户银行/,
);
export const BankAccount = withError(
  { ...company, bankAccount: '6222abc' },
  { bankAccount: '银行账号应为6~30位数字' },
  '银行账号应为6~30位数字',
  /银行账号/,
);
/** 银行账号 over 30 digits. */
export const BankAccountTooLong = withError(
  { ...company, bankAccount: '6222 0212 3456 7890 1234 5678 9012 345' },
  { bankAccount: '银行账号不能超过30位' },
  '银行账号不能超过30位',
  /银行账号/,
);
/** 注册地址 over 100 characters. */
export const AddressTooLong = withError(
  {
    ...company,
    address:
      '广东省深圳市南山区粤海街道麻岭社区科技中一路腾讯大厦35层，邮寄请注明财务部收，工作日上午九点至下午六点签收，节假日请提前电话联系前台，前台转交财务部发票专员，如无人签收请放置于大厦一楼快递柜并短信告知取件码',
  },
  { address: '注册地址不能超过100个字' },
  '注册地址不能超过100个字',
  /注册地址/,
);
export const Phone = withError(
  { ...company, phone: 'call me' },
  { phone: '请输入正确的注册电话' },
  '请输入正确的注册电话',
  /注册电话/,
);
/** 注册电话 over 20 characters (a switchboard with its extension). */
export const PhoneTooLong = withError(
  { ...company, phone: '0755-86013388-8888-12345' },
  { phone: '注册电话不能超过20位' },
  '注册电话不能超过20位',
  /注册电话/,
);
export const EmailRequired = withError(
  person,
  { email: '请填写接收发票的电子邮箱' },
  '请填写接收发票的电子邮箱',
  /接收邮箱/,
);
export const EmailMalformed = withError(
  { ...person, email: 'wang@example' },
  { email: '请输入正确的电子邮箱' },
  '请输入正确的电子邮箱',
  /接收邮箱/,
);

/** While it is sent: the controls wait, the button says so. */
export const Submitting: Story = {
  args: { value: company, isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提交中…' })).toBeDisabled();
  },
};

/** The server refused (the order has one already): announced, everything typed stays. */
export const Refused: Story = {
  args: { value: company, errorMessage: '该订单已申请发票，请在发票管理中查看' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该订单已申请发票');
    await expect(canvas.getByRole('textbox', { name: /单位名称/ })).toHaveValue('深圳市腾讯计算机系统有限公司');
  },
};
