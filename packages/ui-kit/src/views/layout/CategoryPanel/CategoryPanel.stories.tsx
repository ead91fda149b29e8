import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CategoryPanel } from './CategoryPanel';

/** An inline SVG advert (no network in stories). */
const advertSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8f1e0"/><stop offset="1" stop-color="#c9a24a"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><rect x="230" y="110" width="120" height="70" rx="6" fill="#7a5a12"/><rect x="244" y="122" width="92" height="46" rx="4" fill="#c9a24a"/></svg>',
)}`;

const meta = {
  title: 'Views/Layout/CategoryPanel',
  component: CategoryPanel,
  args: {
    title: '黄金首饰',
    href: '/goodsList?keyword=黄金',
    groups: [
      {
        id: 'gold-pure',
        title: '足金',
        href: '/goodsList?keyword=足金',
        children: [
          { id: 'gold-bangle', title: '足金手镯', href: '/goodsList?keyword=足金手镯' },
          { id: 'gold-necklace', title: '足金项链', href: '/goodsList?keyword=足金项链' },
          { id: 'gold-pendant', title: '足金吊坠', href: '/goodsList?keyword=足金吊坠' },
        ],
      },
      {
        id: 'gold-ancient',
        title: '古法金',
        href: '/goodsList?keyword=古法金',
        children: [
          { id: 'ancient-bangle', title: '古法手镯', href: '/goodsList?keyword=古法手镯' },
          { id: 'ancient-fu', title: '福字吊坠', href: '/goodsList?keyword=福字吊坠' },
        ],
      },
      { id: 'gold-bar', title: '投资金条', href: '/goodsList?keyword=金条' },
      { id: 'gold-medal', title: '生肖金章', href: '/goodsList?keyword=金章' },
    ],
    advert: { src: advertSrc, alt: '投资金条，足金9999，按克计价', href: '/goodsList?keyword=金条' },
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200, border: '1px solid #ddd7d0' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Headed columns for children with children, plain links together, and the advert as a link. */
export const Default: Story = {
  play: async ({ canvas, args, loaded, userEvent }) => {
    await expect(canvas.getByRole('link', { name: '黄金首饰' })).toHaveAttribute('href', '/goodsList?keyword=黄金');
    // A headed column is a list named by its heading link.
    const ancient = canvas.getByRole('list', { name: '古法金' });
    await expect(
      within(ancient)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['古法手镯', '福字吊坠']);
    await expect(canvas.getByRole('link', { name: '投资金条，足金9999，按克计价' })).toBeVisible();

    // Following a link tells the caller (TabNav closes the panel) and leads to its page.
    await userEvent.click(canvas.getByRole('link', { name: '生肖金章' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/goodsList?keyword=金章');
    // The advert is a link too; so is a column's heading.
    await userEvent.click(canvas.getByRole('link', { name: '投资金条，足金9999，按克计价' }));
    await expect(loaded.navigate).toHaveBeenLastCalledWith('/goodsList?keyword=金条');
    await userEvent.click(canvas.getByRole('link', { name: '古法金' }));
    await expect(loaded.navigate).toHaveBeenLastCalledWith('/goodsList?keyword=古法金');
    await expect(args.onNavigate).toHaveBeenCalledTimes(3);
  },
};

/** Only plain links, no advert: they flow into columns of at most `maxLinksPerColumn`. */
export const WithoutAdvert: Story = {
  args: {
    title: '钻石',
    href: '/goodsList?keyword=钻石',
    advert: undefined,
    maxLinksPerColumn: 3,
    currentId: 'diamond-wedding',
    groups: [
      { id: 'diamond-ring', title: '钻石戒指', href: '/goodsList?keyword=钻戒' },
      { id: 'diamond-necklace', title: '钻石项链', href: '/goodsList?keyword=钻石项链' },
      { id: 'diamond-earring', title: '钻石耳饰', href: '/goodsList?keyword=钻石耳饰' },
      { id: 'diamond-wedding', title: '婚嫁对戒', href: '/goodsList?keyword=对戒' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: '婚嫁对戒' })).toHaveAttribute('aria-current', 'page');
  },
};
