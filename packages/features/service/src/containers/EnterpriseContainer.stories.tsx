import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createServiceMock, storyNow } from '../mocks/handlers';
import { createStoryCaptcha } from '../mocks/storyCaptcha';
import { EnterpriseContainer } from './EnterpriseContainer';

const server = createServiceMock();
const slider = createStoryCaptcha();

const meta = {
  title: 'Features/Service/EnterpriseContainer',
  component: EnterpriseContainer,
  args: { captcha: slider.captcha, now: () => storyNow },
  // A visitor: the page is public.
  parameters: { app: {}, msw: { handlers: server.handlers } },
  beforeEach: () => {
    server.reset();
    slider.reset();
  },
} satisfies Meta<typeof EnterpriseContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page as a visitor opens it: the three services, the steps, and the inquiry form with the
 * captcha (the form's states are InquiryContainer's stories).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const services = within(canvas.getByRole('list', { name: '企业定制' }));
    await expect(services.getAllByRole('listitem')).toHaveLength(3);
    for (const title of ['企业礼品', '纪念金章', '周年庆典']) {
      await expect(services.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(canvas.getByText(/提交需求 → 客户经理联系/)).toBeVisible();
    const form = within(canvas.getByRole('form', { name: '定制咨询' }));
    await expect(form.getByRole('button', { name: '点击按钮进行验证' })).toBeVisible();
    await expect(form.getByRole('button', { name: '提交咨询' })).toBeEnabled();
  },
};
