import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Image, imageFits, imageRatios } from './Image';

// Offline pictures: inline SVG drawn in the house colours (no network in tests).
function svgUrl(width: number, height: number, body: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A gold bangle on a warm backdrop, 800 × 800. */
const bangle = svgUrl(
  800,
  800,
  '<rect width="800" height="800" fill="#f8f1e0"/><ellipse cx="400" cy="640" rx="260" ry="36" fill="#ece8e3"/>' +
    '<circle cx="400" cy="380" r="220" fill="none" stroke="#c9a24a" stroke-width="56"/>' +
    '<circle cx="400" cy="380" r="220" fill="none" stroke="#e6c77a" stroke-width="14"/>',
);

/** A lacquer-red banner with gold rings, 1200 × 400. */
const banner = svgUrl(
  1200,
  400,
  '<rect width="1200" height="400" fill="#a4141d"/><circle cx="860" cy="200" r="120" fill="none" stroke="#c9a24a" stroke-width="28"/>' +
    '<circle cx="1000" cy="220" r="80" fill="none" stroke="#e6c77a" stroke-width="20"/><rect x="120" y="150" width="420" height="28" rx="14" fill="#f8f1e0"/>' +
    '<rect x="120" y="210" width="280" height="20" rx="10" fill="#e6c77a"/>',
);

/** A gold pendant, 1200 × 900. */
const pendant = svgUrl(
  1200,
  900,
  '<rect width="1200" height="900" fill="#f6f4f1"/><path d="M360 120 Q600 420 840 120" fill="none" stroke="#c9a24a" stroke-width="10"/>' +
    '<circle cx="600" cy="520" r="150" fill="#c9a24a"/><circle cx="600" cy="520" r="96" fill="#e6c77a"/>',
);

const meta = {
  title: 'Primitives/Media/Image',
  component: Image,
  args: { src: bangle, alt: '足金999 古法福字手镯 正面', ratio: '1/1', width: 800, height: 800 },
  argTypes: {
    ratio: { control: 'inline-radio', options: imageRatios },
    fit: { control: 'inline-radio', options: imageFits },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product card picture: lazy, async decoding, the placeholder until it arrives. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: '足金999 古法福字手镯 正面' });
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('decoding', 'async');
    await expect(picture).toHaveAttribute('width', '800');
    await expect(picture).toHaveAttribute('height', '800');
    await waitFor(() => expect(picture.parentElement).toHaveAttribute('data-status', 'loaded'));
    // Fades in from the placeholder.
    await waitFor(() => expect(picture).toBeVisible());
  },
};

/** The home page's first banner, the LCP element: eager, high fetch priority. */
export const Priority: Story = {
  args: { src: banner, alt: '金缘珠宝 新春金饰上新', ratio: '3/1', width: 1200, height: 400, priority: true },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: '金缘珠宝 新春金饰上新' });
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect(picture).toBeVisible());
  },
};

/** The source fails (here a corrupt file): the image icon and the alt text replace it. */
export const Broken: Story = {
  args: { src: 'data:image/png;base64,AAAAAAAA', alt: '足金999 古法福字手镯 侧面' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('足金999 古法福字手镯 侧面')).toBeVisible());
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A product without a picture: the fallback shows straight away. */
export const NoSource: Story = {
  args: { src: undefined, alt: '18K金 钻石吊坠' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('18K金 钻石吊坠')).toBeVisible();
  },
};

/** A decorative picture (alt="") is skipped by assistive technology. */
export const Decorative: Story = {
  args: { src: pendant, alt: '', ratio: '4/3', width: 1200, height: 900 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

const ratioExamples = [
  { ratio: '1/1', src: bangle, alt: '商品主图 1:1', width: 800, height: 800 },
  { ratio: '4/3', src: pendant, alt: '细节图 4:3', width: 1200, height: 900 },
  { ratio: '16/9', src: pendant, alt: '视频封面 16:9', width: 1200, height: 900 },
  { ratio: '3/1', src: banner, alt: '横幅 3:1', width: 1200, height: 400 },
] as const;

/** Every ratio reserves its box before the picture loads: nothing shifts. */
export const Ratios: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 200px)', gap: 16, alignItems: 'start' }}>
      {ratioExamples.map((example) => (
        <Image key={example.ratio} {...args} {...example} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const example of ratioExamples) {
      const frame = canvas.getByRole('img', { name: example.alt }).parentElement;
      if (!frame) throw new Error('the picture has no frame');
      const { width, height } = frame.getBoundingClientRect();
      const [w, h] = example.ratio.split('/').map(Number) as [number, number];
      await expect(Math.abs(width / height - w / h)).toBeLessThan(0.02);
    }
  },
};
