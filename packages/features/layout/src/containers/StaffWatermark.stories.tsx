import { Heading } from '@mall/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StaffWatermark } from './StaffWatermark';

const meta = {
  title: 'Features/Layout/StaffWatermark',
  component: StaffWatermark,
  parameters: { app: {} },
  render: () => (
    <>
      <StaffWatermark />
      <Heading level={2}>金缘珠宝 · 员工权益商城</Heading>
    </>
  ),
} satisfies Meta<typeof StaffWatermark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A staff user: the page carries the watermark with nickname and staff code (spec §4). */
export const Staff: Story = {
  parameters: {
    app: { user: { uid: 7, uoid: 'S7', idToken: 't', nickname: '张三', isStaff: true, staffCode: 'S10023' } },
  },
  play: async ({ canvasElement }) => {
    const overlay = canvasElement.querySelector('[data-watermark]');
    await expect(overlay).not.toBeNull();
    await expect(overlay).toHaveAttribute('aria-hidden', 'true');
    await expect(decodeURIComponent(overlay?.getAttribute('style') ?? '')).toContain('张三 · S10023');
  },
};

/** A shopper: no watermark. */
export const Shopper: Story = {
  parameters: { app: { user: { uid: 1, uoid: 'C1', idToken: 't', nickname: '王女士', cardNo: '8801234567' } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-watermark]')).toBeNull();
  },
};

/** A visitor: no watermark. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-watermark]')).toBeNull();
  },
};
