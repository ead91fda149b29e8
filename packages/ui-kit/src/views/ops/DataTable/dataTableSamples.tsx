import { StatusTag, type StatusTone } from '../StatusTag/StatusTag';
import type { DataTableColumn } from './DataTable';

/** A console order row, as the stories show it (the feature maps the server's answer to its own). */
export type SampleOrder = {
  orderNo: string;
  createdAt: string;
  consignee: string;
  mobile: string;
  payType: string;
  amount: string;
  status: { text: string; tone: StatusTone };
};

export const sampleOrders: SampleOrder[] = [
  {
    orderNo: 'JY20261207001356',
    createdAt: '2026-12-07 10:21',
    consignee: '王女士',
    mobile: '138****6620',
    payType: '微信支付',
    amount: '¥12,680.00',
    status: { text: '待发货', tone: 'info' },
  },
  {
    orderNo: 'JY20261207001342',
    createdAt: '2026-12-07 09:58',
    consignee: '李先生',
    mobile: '139****0817',
    payType: '支付宝',
    amount: '¥3,299.00',
    status: { text: '待发货', tone: 'info' },
  },
  {
    orderNo: 'JY20261206009871',
    createdAt: '2026-12-06 21:13',
    consignee: '陈小姐',
    mobile: '186****2203',
    payType: '银联',
    amount: '¥56,800.00',
    status: { text: '售后中', tone: 'warning' },
  },
  {
    orderNo: 'JY20261206008810',
    createdAt: '2026-12-06 15:40',
    consignee: '赵女士',
    mobile: '135****7741',
    payType: '微信支付',
    amount: '¥1,880.00',
    status: { text: '已完成', tone: 'success' },
  },
  {
    orderNo: 'JY20261205004417',
    createdAt: '2026-12-05 11:02',
    consignee: '孙先生',
    mobile: '137****5529',
    payType: '支付宝',
    amount: '¥8,960.00',
    status: { text: '退款失败', tone: 'danger' },
  },
];

export const sampleColumns: DataTableColumn<SampleOrder>[] = [
  { id: 'orderNo', title: '订单编号', isRowHeader: true, minWidth: 180, render: (row) => row.orderNo },
  { id: 'createdAt', title: '下单时间', allowsSorting: true, render: (row) => row.createdAt },
  { id: 'consignee', title: '收货人', render: (row) => row.consignee },
  { id: 'mobile', title: '手机号', render: (row) => row.mobile },
  { id: 'payType', title: '支付方式', render: (row) => row.payType },
  { id: 'amount', title: '实付金额', allowsSorting: true, align: 'end', render: (row) => row.amount },
  {
    id: 'status',
    title: '订单状态',
    render: (row) => <StatusTag tone={row.status.tone}>{row.status.text}</StatusTag>,
  },
];
