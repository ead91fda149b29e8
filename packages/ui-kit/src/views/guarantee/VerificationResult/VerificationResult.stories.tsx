import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleThumb } from '../../../samples/artwork';
import { VerificationResult } from './VerificationResult';

const meta = {
  title: 'Views/Guarantee/VerificationResult',
  component: VerificationResult,
  args: {
    state: 'found',
    labels: {
      genuine: '正品',
      found: { title: '验证通过', description: '该证书对应金缘珠宝正品，以下为商品的公开信息。' },
      notFound: { title: '未查询到该证书', description: '请核对证书编号后重试；如有疑问请联系客服。' },
      malformed: { title: '证书编号格式有误', description: '证书编号为 JY 开头的 18 位字母和数字，请核对后重新输入。' },
      limited: { title: '查询太频繁', description: '请一小时后再试。' },
      voided: { title: '该证书已作废', description: '该商品已退货，此电子保单已作废，不再作为正品凭证。' },
      captcha: { title: '请先完成验证', description: '为防止恶意查询，请拖动滑块完成验证后再查询。' },
    },
    piece: {
      title: '18K金六爪钻石戒指',
      thumb: sampleThumb('#c9a24a'),
      facts: [
        { label: '材质', value: '钻石（Au750）' },
        { label: '总重', value: '2.50 克' },
        { label: '净度', value: 'VS1' },
        { label: '销售时间', value: '2026-11' },
      ],
    },
  },
} satisfies Meta<typeof VerificationResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A genuine piece: its public facts, the sale to the month only. */
export const Found: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '正品 验证通过' })).toBeInTheDocument();
    await expect(canvas.getByText('2026-11')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { state: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '未查询到该证书' })).toBeInTheDocument();
    await expect(canvas.queryByText('18K金六爪钻石戒指')).toBeNull();
  },
};

export const Malformed: Story = {
  args: { state: 'malformed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '证书编号格式有误' })).toBeInTheDocument();
  },
};

export const RateLimited: Story = {
  args: { state: 'limited' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '查询太频繁' })).toBeInTheDocument();
  },
};

/** A captcha pass is needed first: the slider the page passes in shows here. */
export const CaptchaNeeded: Story = {
  args: { state: 'captcha', captcha: <button type="button">拖动滑块完成验证</button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '请先完成验证' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '拖动滑块完成验证' })).toBeInTheDocument();
  },
};

/** The piece was refunded: its certificate is void. */
export const Voided: Story = {
  args: { state: 'voided' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '该证书已作废' })).toBeInTheDocument();
  },
};
