import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FactList } from './FactList';

const meta = {
  title: 'Primitives/Data/FactList',
  component: FactList,
  args: {
    facts: [
      { label: '材质', value: '钻石（Au750）' },
      { label: '净度', value: 'VS1' },
      { label: '检测机构', value: '国家珠宝玉石质量监督检验中心（NGTC）' },
    ],
  },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each label is a term and its value the definition beside it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['材质', '净度', '检测机构']);
    await expect(canvas.getByText('VS1').tagName).toBe('DD');
  },
};
