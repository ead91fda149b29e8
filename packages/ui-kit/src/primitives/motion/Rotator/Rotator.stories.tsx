import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Rotator, rotatorTones, type RotatorItem } from './Rotator';

const springSale = '新春特惠：足金饰品满2件9折，活动截至2月28日';
const goldPrice = '今日金价已更新，以结算页显示价格为准';
const serviceHours = '客服热线工作日 9:30-17:30，在线客服每日 8:15-23:45';

/** Short display times so the play functions can watch a full loop; each item has its own. */
const notices: RotatorItem[] = [
  { id: 'spring-sale', content: springSale, durationMs: 600 },
  { id: 'gold-price', content: goldPrice, durationMs: 1500 },
  { id: 'service-hours', content: serviceHours, durationMs: 600 },
];

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** The text now shown in the rotator's live region. */
function shownText(canvasElement: HTMLElement): string {
  return canvasElement.querySelector('[aria-live]')?.textContent ?? '';
}

const meta = {
  title: 'Primitives/Motion/Rotator',
  component: Rotator,
  args: {
    items: notices,
    label: '站点公告',
    pauseLabel: '暂停滚动',
    resumeLabel: '继续滚动',
    onItemChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: rotatorTones } },
} satisfies Meta<typeof Rotator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SingleItem: Story = {
  args: { items: [{ id: 'spring-sale', content: springSale, durationMs: 300 }] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('region', { name: '站点公告' })).toHaveTextContent(springSale);
    // Nothing moves, so there is nothing to pause, and changes are announced politely.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await sleep(600);
    await expect(shownText(canvasElement)).toBe(springSale);
    await expect(args.onItemChange).not.toHaveBeenCalled();
  },
};

export const Rotating: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const region = canvas.getByRole('region', { name: '站点公告' });
    const live = canvasElement.querySelector('[aria-live]') as HTMLElement;
    await expect(live).toHaveAttribute('aria-live', 'off');
    await expect(canvas.getByRole('button', { name: '暂停滚动' })).toBeVisible();

    // Timestamp every change of item exactly as it happens in the DOM.
    const shown: { text: string; at: number }[] = [];
    const observer = new MutationObserver(() => {
      const text = live.textContent ?? '';
      if (shown.at(-1)?.text !== text) shown.push({ text, at: performance.now() });
    });
    observer.observe(live, { childList: true, subtree: true, characterData: true });
    await waitFor(() => expect(shown.map((entry) => entry.text)).toEqual([goldPrice, serviceHours, springSale]), {
      timeout: 6000,
    });
    observer.disconnect();

    // In order, looping back to the first …
    await waitFor(() => expect(args.onItemChange).toHaveBeenCalledTimes(3));
    await expect(args.onItemChange).toHaveBeenNthCalledWith(1, 'gold-price');
    await expect(args.onItemChange).toHaveBeenNthCalledWith(2, 'service-hours');
    await expect(args.onItemChange).toHaveBeenNthCalledWith(3, 'spring-sale');
    // … each for its own time: the gold-price notice 1.5 s, the service-hours notice 0.6 s.
    const [goldShown, serviceShown, saleShown] = shown.map((entry) => entry.at) as [number, number, number];
    await expect(serviceShown - goldShown).toBeGreaterThanOrEqual(1450);
    await expect(serviceShown - goldShown).toBeLessThan(2400);
    await expect(saleShown - serviceShown).toBeGreaterThanOrEqual(550);
    await expect(saleShown - serviceShown).toBeLessThan(1400);

    // Hovering holds the notice on show, well past its time; leaving lets it go on.
    await userEvent.hover(region);
    await sleep(1000);
    await expect(shownText(canvasElement)).toBe(springSale);
    await userEvent.unhover(region);
    await waitFor(() => expect(shownText(canvasElement)).toBe(goldPrice), { timeout: 2000 });
  },
};

export const Paused: Story = {
  args: { defaultPaused: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvas.getByRole('region', { name: '站点公告' });
    // Paused: the button offers to resume, and changes would be announced.
    const toggle = canvas.getByRole('button', { name: '继续滚动' });
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await sleep(900);
    await expect(shownText(canvasElement)).toBe(springSale);

    // Resume: once the pointer leaves, the first notice finishes its time and the next comes.
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: '暂停滚动' })).toBe(toggle);
    await userEvent.unhover(region);
    await waitFor(() => expect(shownText(canvasElement)).toBe(goldPrice), { timeout: 2000 });

    // Pause again from the keyboard (the press left focus on the toggle): it stays put.
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('继续滚动');
    await sleep(1800);
    await expect(shownText(canvasElement)).toBe(goldPrice);
  },
};

/** A notice with a link: keyboard focus on it holds the rotation until focus leaves (WAI carousel). */
export const FocusHolds: Story = {
  args: {
    items: [
      {
        id: 'spring-sale',
        content: (
          <>
            {springSale} <a href="#spring-sale">查看活动详情</a>
          </>
        ),
        durationMs: 500,
      },
      { id: 'gold-price', content: goldPrice, durationMs: 500 },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Tab order: the pause button first, then the link in the notice.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '暂停滚动' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '查看活动详情' })).toHaveFocus();
    await sleep(1200);
    await expect(shownText(canvasElement)).toContain(springSale);
    // Focus leaves: the notice finishes its time and the next one comes.
    await userEvent.tab();
    await waitFor(() => expect(shownText(canvasElement)).toBe(goldPrice), { timeout: 2000 });
  },
};

const longNotice =
  '金缘珠宝官方商城公告：春节期间（2月9日至2月17日）订单将于2月18日起按付款顺序陆续发货，足金饰品工费满2件享9折，详情请咨询在线客服';

export const Marquee: Story = {
  args: { items: [{ id: 'spring-festival', content: longNotice, durationMs: 45_000 }], marquee: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvas.getByRole('region', { name: '站点公告' });
    // Wider than its box: it scrolls, and since that is motion, it can be paused.
    const track = await waitFor(() => {
      const element = canvasElement.querySelector('[data-marquee="scrolling"]');
      if (!(element instanceof HTMLElement)) throw new Error('not scrolling yet');
      return element;
    });
    await expect(track).toHaveTextContent(longNotice);
    await expect(getComputedStyle(track).animationName).not.toBe('none');
    await expect(getComputedStyle(track).animationPlayState).toBe('running');

    // Hover holds it …
    await userEvent.hover(region);
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    await userEvent.unhover(region);
    await expect(getComputedStyle(track).animationPlayState).toBe('running');

    // … and the button stops it until resumed.
    await userEvent.click(canvas.getByRole('button', { name: '暂停滚动' }));
    await userEvent.unhover(region);
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    await userEvent.click(canvas.getByRole('button', { name: '继续滚动' }));
    await userEvent.unhover(region);
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
