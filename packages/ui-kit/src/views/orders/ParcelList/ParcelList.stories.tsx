import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sampleThumb } from '../../../samples/artwork';
import { sampleInTransit, sampleSigned } from '../LogisticsTimeline/logisticsSamples';
import { ParcelList, type ParcelItem } from './ParcelList';
import { sampleParcelListLabels } from './parcelSamples';

const labels = sampleParcelListLabels;

const pendant = { id: 'p', title: '18K金 一克拉钻石吊坠', thumb: sampleThumb('#8fb3d9'), quantity: 2 };
const pearl = { id: 'e', title: '南洋金珠 单颗耳钉', thumb: sampleThumb('#e6d3a3'), quantity: 1 };
const bar = { id: 'b', title: '金缘Au9999投资金条50g', thumb: sampleThumb('#c9a24a'), quantity: 1 };

const onTheWay: ParcelItem = {
  id: '1',
  title: '包裹 1',
  carrier: '顺丰速运',
  trackingNo: 'SF1402836571924',
  goods: [pendant],
  events: sampleInTransit,
};
const waiting: ParcelItem = {
  id: '2',
  title: '包裹 2',
  carrier: '中国邮政 EMS',
  trackingNo: '1176408327516',
  goods: [pearl, bar],
  events: [],
};

const meta = {
  title: 'Views/Orders/ParcelList',
  component: ParcelList,
  args: { parcels: [onTheWay, waiting], labels, onCopy: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ParcelList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A branch order in two parcels: each with its carrier, waybill, pieces and latest news; the copy
 * button hands over the number; the timeline opens and closes from its toggle.
 */
export const BranchOrder: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const [first, second] = canvas.getAllByRole('article');
    const one = within(first as HTMLElement);
    await expect(one.getByRole('heading', { name: '包裹 1' })).toBeVisible();
    await expect(first).toHaveTextContent('快递公司顺丰速运');
    await expect(first).toHaveTextContent('运单号SF1402836571924');
    await expect(first).toHaveTextContent('运输中快件已到达【杭州转运中心】2026-11-22 12:10');
    await expect(one.getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(one.getByRole('button', { name: '复制运单号 SF1402836571924' }));
    await expect(args.onCopy).toHaveBeenCalledWith('SF1402836571924');

    const toggle = one.getByRole('button', { name: '查看物流轨迹' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const timeline = await one.findByRole('list', { name: '包裹 1的物流轨迹' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', timeline.id);
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(one.getByRole('button', { name: '收起物流轨迹' }));
    await waitFor(() => expect(one.queryByRole('list', { name: '包裹 1的物流轨迹' })).toBeNull());

    // Not collected yet: it says so, and has no timeline to open.
    const two = within(second as HTMLElement);
    await expect(second).toHaveTextContent('包裹已出库，等待快递员揽收');
    await expect(two.queryByRole('button', { name: '查看物流轨迹' })).toBeNull();
    await expect(two.getByText('金缘Au9999投资金条50g')).toBeVisible();
  },
};

/** One parcel, signed for, with its timeline open from the start (the logistics page). */
export const SignedExpanded: Story = {
  args: { parcels: [{ ...onTheWay, events: sampleSigned }], isExpandedByDefault: true },
  play: async ({ canvas, userEvent }) => {
    const timeline = canvas.getByRole('list', { name: '包裹 1的物流轨迹' });
    await expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('已签收');
    await expect(canvas.getByRole('article')).toHaveTextContent('已签收快件已签收');
    await userEvent.click(canvas.getByRole('button', { name: '收起物流轨迹' }));
    await expect(canvas.getByRole('button', { name: '查看物流轨迹' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A summary under an order's detail: a link leads to the page of every parcel. */
export const WithMoreLink: Story = {
  args: {
    parcels: [onTheWay],
    moreLink: { href: '/myIndex/branchOrder?orderNo=JY202611200003', label: '查看全部物流' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '查看全部物流' })).toHaveAttribute(
      'href',
      '/myIndex/branchOrder?orderNo=JY202611200003',
    );
  },
};

/** Where copying is not offered, no copy button is drawn; the number stays selectable text. */
export const WithoutCopy: Story = {
  args: { parcels: [waiting], onCopy: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /复制/ })).toBeNull();
    await expect(canvas.getByText('1176408327516')).toBeVisible();
  },
};
