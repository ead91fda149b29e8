import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageHandlers } from '../mocks/handlers';
import { HelpCentreContainer } from './HelpCentreContainer';

const meta = {
  title: 'Features/Content/HelpCentreContainer',
  component: HelpCentreContainer,
  args: { helpHref: (id) => `/helpCenter?id=${id}` },
  parameters: { app: {}, layout: 'padded', msw: { handlers: pageHandlers.default } },
} satisfies Meta<typeof HelpCentreContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without a page: the first page of the first category is shown and marked current. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '购物流程' })).toBeVisible();
    // The side navigation and the page load separately: either may arrive first.
    await expect(await canvas.findByRole('link', { name: '购物流程' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation', { name: '帮助中心目录' })).toBeVisible();
  },
};

/** A page chosen from the footer (/helpCenter?id=11). */
export const ChosenPage: Story = {
  args: { id: 11 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '退换货政策' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '退换货政策' })).toHaveAttribute('aria-current', 'page');
  },
};
