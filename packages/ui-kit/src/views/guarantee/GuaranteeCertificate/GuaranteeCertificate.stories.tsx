import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { applyPrintRules } from '../../../samples/printMedia';
import { GuaranteeCertificate } from './GuaranteeCertificate';

/** A stand-in for the QR code the feature draws (an SVG with its accessible name). */
const qr = (
  <svg role="img" aria-label="验证二维码" width="120" height="120" viewBox="0 0 4 4">
    <path d="M0 0h2v2H0zM2 2h2v2H2z" />
  </svg>
);

const meta = {
  title: 'Views/Guarantee/GuaranteeCertificate',
  component: GuaranteeCertificate,
  args: {
    labels: {
      title: '电子保单',
      issuer: '金缘珠宝 · 正品保证',
      certNo: '证书编号',
      promise: '售后承诺',
      qrCaption: '扫码验证真伪',
      print: '打印保单',
    },
    certNo: 'JY7K3M9Q2W8E4R6T1X',
    facts: [
      { label: '商品', value: '18K金六爪钻石戒指' },
      { label: '款号', value: 'JYD00001' },
      { label: '材质', value: '钻石（Au750）' },
      { label: '总重', value: '2.50 克' },
      { label: '净度', value: 'VS1' },
      { label: '颜色', value: 'F' },
      { label: '克拉', value: '0.30' },
      { label: '圈口', value: '8' },
      { label: '检测机构', value: '国家珠宝玉石质量监督检验中心（NGTC）' },
      { label: '购买日期', value: '2026-11-01' },
      { label: '订单号', value: 'JY20261101120000000003' },
    ],
    promise: ['终身免费清洗、抛光', '2027-11-01 前可免费改圈一次'],
    qr,
    verifyHref: '#verify',
    onPrint: fn(),
    download: { label: '下载 PDF', pendingLabel: '正在生成 PDF…', onPress: fn() },
    back: { label: '返回保单列表', href: '#list' },
  },
} satisfies Meta<typeof GuaranteeCertificate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A diamond ring's certificate: the stone's clarity, colour and carat, the promise, the QR code; print, download the PDF. */
export const Diamond: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const sheet = canvas.getByRole('article', { name: '电子保单' });
    await expect(sheet).toHaveTextContent('JY7K3M9Q2W8E4R6T1X');
    await expect(canvas.getByText('VS1')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '验证二维码' })).toHaveAttribute('href', '#verify');
    await userEvent.click(canvas.getByRole('button', { name: '打印保单' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '下载 PDF' }));
    await expect(args.download?.onPress).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: '返回保单列表' })).toHaveAttribute('href', '#list');
  },
};

/** The PDF is being drawn on the server: the button waits and says so. */
export const Downloading: Story = {
  args: { download: { label: '下载 PDF', pendingLabel: '正在生成 PDF…', onPress: fn(), isPending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '正在生成 PDF…' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The download failed: the reason is announced and the button stays to try again. */
export const DownloadFailed: Story = {
  args: {
    download: {
      label: '下载 PDF',
      pendingLabel: '正在生成 PDF…',
      onPress: fn(),
      errorMessage: '电子保单 PDF 下载失败，请稍后再试',
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('电子保单 PDF 下载失败，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '下载 PDF' }));
    await expect(args.download?.onPress).toHaveBeenCalledOnce();
  },
};

/**
 * As printed (打印保单): the component's print style sheet applied on screen. The sheet alone shows,
 * at the top of the page; the buttons, the way back and the page around it (here a stand-in for the
 * mall's navigation) do not.
 */
export const Print: Story = {
  beforeEach: () => applyPrintRules(),
  decorators: [
    (Story) => (
      <>
        <nav aria-label="商城导航">
          <a href="#home">首页</a>
        </nav>
        <Story />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    // What the page renders, by the browser's own rules: a child may be visible under a hidden parent
    // (the print sheet's `visibility`), which jest-dom's toBeVisible does not follow.
    const shows = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const sheet = canvas.getByRole('article', { name: '电子保单' });
    await expect(shows(sheet)).toBe(true);
    await expect(sheet).toHaveTextContent('JY7K3M9Q2W8E4R6T1X');
    await expect(shows(canvas.getByText('终身免费清洗、抛光'))).toBe(true);
    await expect(shows(canvas.getByRole('img', { name: '验证二维码' }))).toBe(true);
    // Hidden things have no accessible name, so they are found by their text.
    for (const text of ['打印保单', '下载 PDF', '返回保单列表', '首页']) {
      await expect(shows(canvas.getByText(text)), text).toBe(false);
    }
    await expect(sheet.getBoundingClientRect().top).toBe(0);
  },
};

/** A gold necklace: weights only, cleaning only; the QR code still loading. */
export const Gold: Story = {
  args: {
    certNo: 'JYA1B2C3D4E5F6G7H8',
    facts: [
      { label: '商品', value: '足金古法项链' },
      { label: '材质', value: '足金（Au999）' },
      { label: '金重', value: '5.12 克' },
      { label: '链长', value: '45cm' },
    ],
    promise: ['终身免费清洗、抛光'],
    qr: <span role="status">正在生成二维码</span>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5.12 克')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('正在生成二维码');
  },
};

const voided = {
  mark: '已作废',
  note: '本保单已于 2026年11月21日 因退款作废，不再作为正品与售后凭证。',
  promiseNote: '保单作废后，以上售后承诺不再适用。',
};

/**
 * A certificate a refund made void (issue #31 item 1): 已作废 stamped across the sheet, the note with its date
 * under the number (the sheet's description for a screen reader), and no promise offered.
 */
export const Voided: Story = {
  args: { voided },
  play: async ({ canvas }) => {
    const sheet = canvas.getByRole('article', { name: '电子保单' });
    await expect(sheet).toHaveAccessibleDescription(/已作废.*2026年11月21日/);
    await expect(canvas.queryByText('终身免费清洗、抛光')).not.toBeInTheDocument();
    await expect(sheet).toHaveTextContent('保单作废后，以上售后承诺不再适用。');
  },
};

/** A void certificate printed: the stamp and the note print with the sheet. */
export const VoidedPrint: Story = {
  args: { voided },
  beforeEach: () => applyPrintRules(),
  play: async ({ canvas }) => {
    const shows = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    for (const element of canvas.getAllByText('已作废')) await expect(shows(element)).toBe(true);
    await expect(shows(canvas.getByText(/因退款作废/))).toBe(true);
  },
};
