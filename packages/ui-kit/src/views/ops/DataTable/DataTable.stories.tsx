import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { DataTable, type DataTableSelection, type DataTableSort } from './DataTable';
import { sampleColumns, sampleOrders, type SampleOrder } from './dataTableSamples';

const meta = {
  title: 'Views/Ops/DataTable',
  component: DataTable<SampleOrder>,
  args: {
    'aria-label': '订单列表',
    columns: sampleColumns,
    rows: sampleOrders,
    rowKey: (row: SampleOrder) => row.orderNo,
    sortDescriptor: { column: 'createdAt', direction: 'descending' },
    onSortChange: fn(),
    emptyTitle: '没有符合条件的订单',
    emptyDescription: '换个条件再查询试试。',
    page: 1,
    pageSize: 20,
    total: 5,
    onPageChange: fn(),
    labels: {
      columnSettings: '列设置',
      loading: '正在加载订单',
      selectAll: '全选本页',
      selectRow: '选择',
      total: (total: number) => `共 ${total} 条`,
      pagination: { navigation: '分页', previous: '上一页', next: '下一页', page: (n: number) => `第 ${n} 页` },
    },
  },
} satisfies Meta<typeof DataTable<SampleOrder>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows in the server's order, under a named table; arrow keys move between rows, Enter opens one. */
export const Default: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('grid', { name: '订单列表' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('JY20261207001356');
    await expect(canvas.getByText('共 5 条')).toBeVisible();
    // The header row sticks to the top of the table's scroll box.
    await expect(getComputedStyle(within(table).getAllByRole('columnheader')[0]!).position).toBe('sticky');
    await userEvent.tab();
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith('JY20261207001342');
  },
};

/** Sorted by time, newest first: a press on that header asks for the other direction, on another for ascending. */
export const Sorted: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const createdAt = canvas.getByRole('columnheader', { name: '下单时间' });
    await expect(createdAt).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(createdAt);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'createdAt', direction: 'ascending' });
    await userEvent.click(canvas.getByRole('columnheader', { name: '实付金额' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'ascending' });
    // The table never sorts by itself: the rows stay in the order they came.
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('JY20261207001356');
    // From the keyboard: up from the first row to its header cell, along to 实付金额, Enter sorts.
    canvas.getAllByRole('row')[1]?.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: '订单编号' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(createdAt).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'createdAt', direction: 'ascending' });
  },
};

/** Two rows chosen for a batch action: the bar shows the count and the actions; a third box adds its row. */
export const Selected: Story = {
  args: {
    selectionMode: 'multiple',
    selectedKeys: new Set(['JY20261207001356', 'JY20261207001342']),
    onSelectionChange: fn(),
    selectionSummary: '已选 2 项',
    batchActions: <Button size="small">批量发货</Button>,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('已选 2 项')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '批量发货' })).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 JY20261206009871' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      new Set(['JY20261207001356', 'JY20261207001342', 'JY20261206009871']),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选本页' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
  },
};

/** Space on a focused row chooses it, as React Aria's grid does. */
export const SelectByKeyboard: Story = {
  args: { selectionMode: 'multiple', selectedKeys: new Set(), onSelectionChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByText(/已选/)).toBeNull();
    canvas.getAllByRole('row')[1]?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['JY20261207001342']));
  },
};

/** 支付方式 hidden by 列设置; its box there is clear, and clearing another hides that one too. */
export const HiddenColumn: Story = {
  args: {
    visibleColumns: ['orderNo', 'createdAt', 'consignee', 'mobile', 'amount', 'status'],
    onVisibleColumnsChange: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('columnheader', { name: '支付方式' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
    const page = within(document.body);
    const panel = await page.findByRole('dialog', { name: '列设置' });
    await expect(within(panel).getByRole('checkbox', { name: '支付方式' })).not.toBeChecked();
    // The row header cannot be hidden, so it has no box.
    await expect(within(panel).queryByRole('checkbox', { name: '订单编号' })).toBeNull();
    await userEvent.click(within(panel).getByRole('checkbox', { name: '手机号' }));
    await expect(args.onVisibleColumnsChange).toHaveBeenLastCalledWith([
      'orderNo',
      'createdAt',
      'consignee',
      'amount',
      'status',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The rows load: placeholder rows, the scroll box busy, and a status for screen readers. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载订单');
    await expect(canvas.getByRole('grid').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('rowheader').filter((cell) => cell.textContent?.startsWith('JY'))).toHaveLength(
      0,
    );
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '没有符合条件的订单' })).toBeVisible();
  },
};

/** The load failed: the reason as an alert and a retry. */
export const Error: Story = {
  args: { errorMessage: '订单加载失败，请稍后再试', retryLabel: '重新加载', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** 120 orders, 20 a page: the pages below the table ask for the page chosen. */
export const Paged: Story = {
  args: { page: 2, total: 120 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('共 120 条')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: '第 3 页' }));
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(3));
  },
};

/** As a page wires it: the sort, the chosen rows and the columns held in state, so each change shows. */
export const Wired: Story = {
  args: { selectionMode: 'multiple', onVisibleColumnsChange: fn(), onSelectionChange: fn() },
  render: function Render(args) {
    const [sort, setSort] = useState<DataTableSort>({ column: 'createdAt', direction: 'descending' });
    const [selected, setSelected] = useState<DataTableSelection>(new Set());
    const [visible, setVisible] = useState(sampleColumns.map((column) => column.id));
    const count = selected === 'all' ? sampleOrders.length : selected.size;
    return (
      <DataTable
        {...args}
        sortDescriptor={sort}
        onSortChange={setSort}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        selectionSummary={`已选 ${count} 项`}
        batchActions={<Button size="small">批量发货</Button>}
        visibleColumns={visible}
        onVisibleColumnsChange={setVisible}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
    const panel = await page.findByRole('dialog', { name: '列设置' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: '手机号' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('columnheader', { name: '手机号' })).toBeNull();
    await expect(canvas.queryByText('138****6620')).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 JY20261207001356' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 JY20261206009871' }));
    await expect(canvas.getByText('已选 2 项')).toBeVisible();

    const amount = canvas.getByRole('columnheader', { name: '实付金额' });
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
  },
};
