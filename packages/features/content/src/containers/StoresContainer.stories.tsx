import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pageHandlers } from '../mocks/handlers';
import { StoresContainer } from './StoresContainer';

const meta = {
  title: 'Features/Content/StoresContainer',
  component: StoresContainer,
  args: {
    city: '',
    cityHref: (city) => (city ? `/onlineOfficialStore?city=${encodeURIComponent(city)}` : '/onlineOfficialStore'),
  },
  parameters: { app: {}, layout: 'padded', msw: { handlers: pageHandlers.default } },
} satisfies Meta<typeof StoresContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online shops first, then every boutique, with a city filter. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: '金缘珠宝官方旗舰店' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: '王府井店' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部城市' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '北京' })).toHaveAttribute(
      'href',
      `/onlineOfficialStore?city=${encodeURIComponent('北京')}`,
    );
  },
};

/** One city chosen: only its boutiques; every city stays in the filter. */
export const OneCity: Story = {
  args: { city: '北京' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: '王府井店' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '南京东路旗舰店' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '上海' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '北京' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: pageHandlers.failing } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('button', { name: '重试' })).toHaveLength(2), { timeout: 5000 });
  },
};
