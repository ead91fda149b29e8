import { certNoOf } from '@mall/contract';
import { type CaptchaPass } from '@mall/contract/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { createGuaranteeMock, storyGuarantees } from '../mocks/handlers';
import { VerificationContainer, type VerificationContainerProps } from './VerificationContainer';

const diamond = storyGuarantees[0]?.certNo ?? '';
const pass: CaptchaPass = {
  captcha_id: 'builtin',
  lot_number: 'lot-1',
  captcha_output: 'out',
  pass_token: 'token',
  gen_time: '1',
};

/** The page's captcha, stood in for by a button that passes (the auth feature's slider in the app). */
function WithCaptcha(props: Omit<VerificationContainerProps, 'captcha'>) {
  const [passed, setPassed] = useState(false);
  return (
    <VerificationContainer
      {...props}
      captcha={{
        field: (
          <button type="button" onClick={() => setPassed(true)}>
            {passed ? '验证通过' : '完成滑块验证'}
          </button>
        ),
        takePass: () => (passed ? pass : null),
        reset: () => setPassed(false),
      }}
    />
  );
}

const meta = {
  title: 'Features/Guarantee/VerificationContainer',
  component: WithCaptcha,
  args: {},
  parameters: { app: {}, msw: { handlers: createGuaranteeMock().handlers } },
} satisfies Meta<typeof WithCaptcha>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arriving by the QR link: the number is looked up at once and the piece shows, its sale to the month. */
export const FromQrLink: Story = {
  args: { initialCertNo: diamond },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '正品 验证通过' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /证书编号/ })).toHaveValue(diamond);
    await expect(canvas.getByText('2026-11')).toBeVisible();
    await expect(canvas.queryByText(/JY2026/)).toBeNull();
  },
};

/** Typed with a wrong last character: malformed, told apart from a miss. */
export const Malformed: Story = {
  play: async ({ canvas, userEvent }) => {
    const typo = `${diamond.slice(0, -1)}${diamond.endsWith('0') ? '1' : '0'}`;
    await userEvent.type(canvas.getByRole('textbox', { name: /证书编号/ }), `${typo}{Enter}`);
    await expect(await canvas.findByRole('heading', { name: '证书编号格式有误' }, { timeout: 8000 })).toBeVisible();
  },
};

/** A well-formed number nobody was given. */
export const NotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    const unknown = certNoOf('ZZZZZZZZZZZZZZZ');
    await userEvent.type(canvas.getByRole('textbox', { name: /证书编号/ }), unknown);
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByRole('heading', { name: '未查询到该证书' }, { timeout: 8000 })).toBeVisible();
  },
};

/** Nothing typed: the field says so and nothing is sent. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(canvas.getByRole('textbox', { name: /证书编号/ })).toHaveAccessibleDescription(/请输入证书编号/);
  },
};

/** After the free look-ups the slider shows; passed, the look-up goes through. */
export const CaptchaNeeded: Story = {
  parameters: { msw: { handlers: createGuaranteeMock({ freeLookups: 0 }).handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /证书编号/ }), `${diamond}{Enter}`);
    await expect(await canvas.findByRole('heading', { name: '请先完成验证' }, { timeout: 8000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('请先拖动滑块完成验证')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '完成滑块验证' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByRole('heading', { name: '正品 验证通过' }, { timeout: 8000 })).toBeVisible();
  },
};

/** Too many look-ups from this network (429). */
export const RateLimited: Story = {
  parameters: { msw: { handlers: createGuaranteeMock({ limited: true }).handlers } },
  args: { initialCertNo: diamond },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '查询太频繁' }, { timeout: 8000 })).toBeVisible();
  },
};
