import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectedAt } from '../atoms/expectedAt';
import { backgrounds, borders, radii, spaces, tones } from '../atoms/values';
import { Box, boxElements } from './Box';

const copy = '足金999 古法福字手镯，传承古法工艺。';

const meta = {
  title: 'Primitives/Layout/Box',
  component: Box,
  args: { children: copy },
  argTypes: {
    as: { control: 'select', options: boxElements },
    padding: { control: 'select', options: spaces },
    background: { control: 'select', options: backgrounds },
    tone: { control: 'select', options: tones },
    border: { control: 'select', options: borders },
    borderRadius: { control: 'select', options: radii },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Box drawing the copy (or, when the children are elements, their parent). */
const boxOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('span')?.parentElement ?? within(canvasElement).getByText(copy);

/** A panel: padding, a soft surface, a border and rounded corners, all theme tokens. */
export const Panel: Story = {
  args: {
    padding: 'gutter',
    background: 'goldSoft',
    tone: 'goldText',
    border: 'gold',
    borderRadius: 'large',
  },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(boxOf(canvasElement));
    await expect(style.paddingTop).toBe('16px');
    await expect(style.paddingLeft).toBe('16px');
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.borderTopLeftRadius).toBe('8px');
    await expect(style.backgroundColor).toBe('rgb(248, 241, 224)');
  },
};

/** Shorthands and sides: a side's own prop wins over paddingX, which wins over padding. */
export const PaddingSides: Story = {
  args: { padding: 'small', paddingX: 'large', paddingLeft: 'xlarge' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(boxOf(canvasElement));
    await expect(style.paddingTop).toBe('8px');
    await expect(style.paddingRight).toBe('24px');
    await expect(style.paddingLeft).toBe('32px');
  },
};

/** Responsive values: padding and direction change at the tablet and desktop breakpoints. */
export const Responsive: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    gap: 'small',
    padding: { mobile: 'small', tablet: 'medium', desktop: 'large' },
    background: 'surfaceMuted',
    children: ['足金', '铂金', '钻石'].map((name) => <span key={name}>{name}</span>),
  },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(boxOf(canvasElement));
    await expect(style.display).toBe('flex');
    await expect(style.paddingTop).toBe(expectedAt({ mobile: '8px', tablet: '12px', desktop: '24px' }));
    await expect(style.flexDirection).toBe(expectedAt({ mobile: 'column', tablet: 'row', desktop: 'row' }));
  },
};

/** Hidden below the tablet breakpoint (display none on phones). */
export const HiddenOnPhones: Story = {
  args: { display: { mobile: 'none', tablet: 'block' } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(boxOf(canvasElement)).display).toBe(
      expectedAt({ mobile: 'none', tablet: 'block', desktop: 'block' }),
    );
  },
};

/** A semantic list: the Box drops the browser's bullets and indent; items are Boxes too. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': '门店服务',
    display: 'flex',
    flexDirection: 'column',
    gap: 'xsmall',
    children: ['免费清洗', '以旧换新', '终身保养'].map((name) => (
      <Box as="li" key={name} paddingY="xsmall">
        {name}
      </Box>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '门店服务' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
    await expect(getComputedStyle(list).rowGap).toBe('4px');
  },
};

/** A section landmark with a name, inverse colours and centred text. */
export const Section: Story = {
  args: {
    as: 'section',
    'aria-label': '品牌故事',
    padding: 'xlarge',
    background: 'surfaceInverse',
    tone: 'textInverse',
    textAlign: 'center',
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: '品牌故事' });
    await expect(getComputedStyle(section).textAlign).toBe('center');
    await expect(getComputedStyle(section).paddingTop).toBe('32px');
  },
};
