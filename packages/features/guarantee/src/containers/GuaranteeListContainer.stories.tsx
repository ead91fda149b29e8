import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { createGuaranteeMock, member, storyGuarantees } from '../mocks/handlers';
import { GuaranteeListContainer } from './GuaranteeListContainer';

const meta = {
  title: 'Features/Guarantee/GuaranteeListContainer',
  component: GuaranteeListContainer,
  args: {
    page: 1,
    onPageChange: fn(),
    pageHref: (page: number) => `#page-${page}`,
    certificateHref: (certNo: string) => `#${certNo}`,
  },
  parameters: { app: { user: member }, msw: { handlers: createGuaranteeMock().handlers } },
} satisfies Meta<typeof GuaranteeListContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's guarantees from the server: one per piece, the pair of rings as two. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '18K金六爪钻石戒指' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: '足金福字戒指' })).toHaveLength(2);
    await expect(canvas.getByText(/第 2 件，共 2 件/)).toBeVisible();
    const first = storyGuarantees[0]?.certNo ?? '';
    await expect(canvas.getByText(`证书编号 ${first}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看保单 18K金六爪钻石戒指' })).toHaveAttribute('href', `#${first}`);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: createGuaranteeMock({ guarantees: [] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '还没有电子保单' }, { timeout: 8000 })).toBeVisible();
  },
};

/** The list could not be read: the server's message and a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: createGuaranteeMock({ failing: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('服务繁忙，请稍后再试', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
