import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { NoticeBar } from './NoticeBar';
import type { Notice } from './noticeBarRules';

const springSale = '新春特惠：足金饰品满2件享9折，活动截至2月28日';
const goldPrice = '今日金价已更新，以结算页显示价格为准';
const serviceHours = '客服热线工作日 9:30-17:30，在线客服每日 8:15-23:45';
const longNotice =
  '金缘珠宝官方商城公告：春节期间（2月9日至2月17日）下单的订单将于2月18日起按付款顺序陆续发货，足金饰品工费满2件享9折，古法金手镯、投资金条与生肖金章均参与活动，详情请咨询在线客服或拨打客服热线，感谢您一直以来对金缘珠宝的支持与厚爱，祝您新春快乐、阖家幸福';

/** Short display times so the play functions can watch the rotation (the app passes 0.3 s per character + 3 s). */
const rotating: Notice[] = [
  { id: 'spring-sale', content: springSale, href: '#spring-sale', durationMs: 500 },
  { id: 'gold-price', content: goldPrice, durationMs: 500 },
  { id: 'service-hours', content: serviceHours, durationMs: 500 },
];

/** The text now shown in the rotation's live region. */
function shownText(canvasElement: HTMLElement): string {
  return canvasElement.querySelector('[aria-live]')?.textContent ?? '';
}

const meta = {
  title: 'Views/Layout/NoticeBar',
  component: NoticeBar,
  parameters: { layout: 'fullscreen' },
  args: {
    notices: [{ id: 'spring-sale', content: springSale, href: '#spring-sale', durationMs: 5000 }],
    label: '站点公告',
    closeLabel: '关闭公告',
    pauseLabel: '暂停滚动',
    resumeLabel: '继续滚动',
    onClose: fn(),
  },
} satisfies Meta<typeof NoticeBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One notice with a link: nothing moves, so there is no pause button. */
export const Single: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const region = canvas.getByRole('region', { name: '站点公告' });
    await expect(canvas.getByRole('link', { name: springSale })).toHaveAttribute('href', '#spring-sale');
    await expect(region).toHaveTextContent(springSale);
    await expect(canvas.queryByRole('button', { name: '暂停滚动' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '关闭公告' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: springSale }));
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('#spring-sale');
  },
};

export const Rotating: Story = {
  args: { notices: rotating },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(shownText(canvasElement)).toBe(springSale);
    await waitFor(() => expect(shownText(canvasElement)).toBe(goldPrice), { timeout: 2000 });
    await waitFor(() => expect(shownText(canvasElement)).toBe(serviceHours), { timeout: 2000 });

    // The rotation can be stopped (WCAG 2.2.2) and then stays put.
    await userEvent.click(canvas.getByRole('button', { name: '暂停滚动' }));
    await userEvent.unhover(canvas.getByRole('region', { name: '站点公告' }));
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(shownText(canvasElement)).toBe(serviceHours);
    await expect(canvas.getByRole('button', { name: '继续滚动' })).toBeVisible();
  },
};

/** Text wider than its box scrolls sideways, and can be paused. */
export const LongScrolling: Story = {
  args: { notices: [{ id: 'spring-festival', content: longNotice, durationMs: 45_000 }] },
  play: async ({ canvas, canvasElement }) => {
    const track = await waitFor(() => {
      const element = canvasElement.querySelector('[data-marquee="scrolling"]');
      if (!(element instanceof HTMLElement)) throw new Error('not scrolling yet');
      return element;
    });
    await expect(track).toHaveTextContent(longNotice);
    // The stop button follows once the bar hears the notice scrolls (measured on the size observer's report).
    await expect(await canvas.findByRole('button', { name: '暂停滚动' })).toBeVisible();
  },
};

/** Nothing to announce: the bar renders nothing at all (spec §2). */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement).toHaveTextContent('');
  },
};

/** The × closes the bar and tells the caller, which remembers it. */
export const Closed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭公告' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('region', { name: '站点公告' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '关闭公告' })).toBeNull();
  },
};
