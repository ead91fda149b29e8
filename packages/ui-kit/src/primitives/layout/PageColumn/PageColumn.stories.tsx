import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageColumn } from './PageColumn';

const meta = {
  title: 'Primitives/Layout/PageColumn',
  component: PageColumn,
  args: { children: <p>足金999 古法福字手镯：传承古法工艺，寓意福气满满。</p> },
} satisfies Meta<typeof PageColumn>;
export default meta;
type Story = StoryObj<typeof meta>;

const columnOf = (canvasElement: HTMLElement) => canvasElement.querySelector('p')?.parentElement as HTMLElement;

/** Under the header: the content width, centred, the gutter on both sides and 24 px above and below. */
export const UnderTheHeader: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(columnOf(canvasElement));
    await expect(style.maxWidth).not.toBe('none');
    await expect(style.paddingLeft).toBe('16px');
    await expect(style.paddingRight).toBe('16px');
    await expect(style.paddingTop).toBe('24px');
  },
};

/** A page of its own (outside the layout): the page's main landmark, 48 px above and below. */
export const OnItsOwn: Story = {
  args: { as: 'main', spacing: 'xxlarge' },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(getComputedStyle(main).paddingTop).toBe('48px');
  },
};

/** Content that brings its own vertical space. */
export const NoVerticalSpace: Story = {
  args: { spacing: 'none' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(columnOf(canvasElement)).paddingTop).toBe('0px');
  },
};
