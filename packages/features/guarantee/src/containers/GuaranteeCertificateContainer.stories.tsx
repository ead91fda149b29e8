import { fileDownload } from '@mall/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, waitFor } from 'storybook/test';
import { createGuaranteeMock, member, storyGuarantees } from '../mocks/handlers';
import { GuaranteeCertificateContainer } from './GuaranteeCertificateContainer';

const diamond = storyGuarantees[0]?.certNo ?? '';
const onPrint = fn();
const onBack = fn();

const meta = {
  title: 'Features/Guarantee/GuaranteeCertificateContainer',
  component: GuaranteeCertificateContainer,
  args: {
    certNo: diamond,
    verifyPath: (certNo: string) => `/commodityVerification?certNo=${certNo}`,
    onPrint,
    onBack,
    listHref: '#list',
  },
  parameters: { app: { user: member }, msw: { handlers: createGuaranteeMock().handlers } },
  beforeEach: () => {
    onPrint.mockClear();
    onBack.mockClear();
    // The download seam stubbed: no file leaves the test, and each story reads what was saved.
    const save = spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    return () => save.mockRestore();
  },
} satisfies Meta<typeof GuaranteeCertificateContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A diamond ring's certificate: material and fineness, grading, inspection body, promise, the QR code (loaded lazily); print. */
export const Diamond: Story = {
  play: async ({ canvas, userEvent }) => {
    const sheet = await canvas.findByRole('article', { name: '电子保单' }, { timeout: 8000 });
    await expect(sheet).toHaveTextContent(diamond);
    await expect(canvas.getByText('钻石（Au750）')).toBeVisible();
    await expect(canvas.getByText('2.50 克')).toBeVisible();
    await expect(canvas.getByText('VS1')).toBeVisible();
    await expect(canvas.getByText('国家珠宝玉石质量监督检验中心（NGTC）')).toBeVisible();
    await expect(canvas.getByText('2027-11-01 前可免费改圈一次')).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: `商品验证二维码，证书编号 ${diamond}` }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: `商品验证二维码，证书编号 ${diamond}` })).toHaveAttribute(
      'href',
      `/commodityVerification?certNo=${diamond}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: '打印保单' }));
    await expect(onPrint).toHaveBeenCalledOnce();
  },
};

/** 下载 PDF: the certificate's PDF fetched with the session and saved under its number. */
export const DownloadPdf: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: '电子保单' }, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: '下载 PDF' }));
    await waitFor(() =>
      expect(fileDownload.save).toHaveBeenCalledWith(
        `电子保单_${diamond}.pdf`,
        expect.any(Uint8Array),
        'application/pdf',
      ),
    );
    const [, bytes] = mocked(fileDownload.save).mock.calls[0] ?? [];
    await expect(new TextDecoder().decode(bytes)).toContain(diamond);
    await expect(canvas.getByRole('button', { name: '下载 PDF' })).toBeEnabled();
  },
};

/** The PDF's call fails: the reason is announced beside the button, which stays for another try. */
export const DownloadFailed: Story = {
  parameters: { msw: { handlers: createGuaranteeMock({ pdfFailing: true }).handlers } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: '电子保单' }, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: '下载 PDF' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('电子保单 PDF 下载失败，请稍后再试');
    await expect(fileDownload.save).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '下载 PDF' })).toBeEnabled();
  },
};

/** Another member's number (the server answers 404). */
export const NotFound: Story = {
  args: { certNo: 'JY000000000000000X' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '找不到这份电子保单' }, { timeout: 8000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回保单列表' }));
    await expect(onBack).toHaveBeenCalledOnce();
  },
};

/** A guarantee a refund made void (issue #31 item 1): the sheet says 已作废 with the China day it happened, no promise. */
export const Voided: Story = {
  parameters: {
    msw: {
      handlers: createGuaranteeMock({
        guarantees: storyGuarantees.map((guarantee, index) =>
          // 2026-11-20 23:30 UTC is 21 November in China.
          index === 0 ? { ...guarantee, voidedAt: '2026-11-20T23:30:00.000Z' } : guarantee,
        ),
      }).handlers,
    },
  },
  play: async ({ canvas }) => {
    const sheet = await canvas.findByRole('article', { name: '电子保单' }, { timeout: 8000 });
    await expect(sheet).toHaveAccessibleDescription(
      '已作废 本保单已于 2026-11-21 因退款作废，不再作为正品与售后凭证。',
    );
    await expect(canvas.queryByText('2027-11-01 前可免费改圈一次')).not.toBeInTheDocument();
  },
};
