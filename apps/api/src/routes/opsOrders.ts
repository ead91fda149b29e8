import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { OK } from '@mall/contract';
import { opsRoutes as calls } from '@mall/contract/ops';
import { attachmentHeaders } from '../http/download';
import { opsRefuse, serveOps } from '../http/opsRoute';
import type { PdfRenderer } from '../pdf/pdfPool';
import type { OpsOrderService } from '../services/opsOrders';
import type { AppContext } from './context';

/**
 * The console's orders (issue #29 "Orders", "Shipping by people"): the search, the order page with its
 * timeline, internal notes and shipping by hand. Each route's permission is declared here, once.
 */
export const opsOrderRoutes: FastifyPluginAsyncTypebox<
  AppContext & { opsOrders: OpsOrderService; pdf: PdfRenderer; brandName: string }
> = async (app, { opsOrders, productCode, pdf, brandName }) => {
  serveOps(
    app,
    productCode,
    calls.orders,
    { permission: 'orders.read', summary: '订单搜索：筛选、状态页签与计数、排序、分页' },
    async (request, reply) => {
      const found = await opsOrders.search(request.query);
      if (!found) return opsRefuse(reply, 'badRange');
      return { code: OK, msg: 'success', data: found };
    },
  );

  serveOps(
    app,
    productCode,
    calls.orderDetail,
    { permission: 'orders.read', summary: '订单详情：商品、地址、支付、包裹、备注与时间线' },
    async (request, reply) => {
      const found = await opsOrders.detail(request.query.orderNo);
      if (!found) return opsRefuse(reply, 'noOrder');
      return { code: OK, msg: 'success', data: found };
    },
  );

  serveOps(
    app,
    productCode,
    calls.orderNote,
    { permission: 'orders.note', summary: '添加订单内部备注（记入操作日志）' },
    async (request, reply, staff) => {
      const note = await opsOrders.addNote(request, staff, request.body.orderNo, request.body.text);
      if (!note) return opsRefuse(reply, 'noOrder');
      return { code: OK, msg: 'success', data: note };
    },
  );

  serveOps(
    app,
    productCode,
    calls.orderShip,
    {
      permission: 'orders.ship',
      summary: '人工发货：按仓库规则或员工装箱，承运商分配运单号（记入操作日志）',
    },
    async (request, reply, staff) => {
      const outcome = await opsOrders.ship(request, staff, request.body);
      if (outcome.kind === 'noOrder') return opsRefuse(reply, 'noOrder');
      if (outcome.kind === 'notShippable') return opsRefuse(reply, 'notShippable');
      if (outcome.kind === 'packing') return opsRefuse(reply, outcome.problem);
      return { code: OK, msg: 'success', data: outcome.shipped };
    },
  );

  serveOps(
    app,
    productCode,
    calls.orderShippingPdf,
    {
      permission: 'orders.ship',
      summary: '打印面单与装箱单（PDF，A6）：每个包裹一张面单（运单号 Code 128 条码）和一张装箱单',
    },
    async (request, reply) => {
      const print = await opsOrders.shippingPrint(request.query.orderNo, brandName);
      if (!print) return opsRefuse(reply, 'noOrder');
      if (print === 'notShipped') return opsRefuse(reply, 'notShipped');
      const bytes = await pdf.render({ kind: 'shipping', print });
      // The bytes as they are (the schema's binary string is the OpenAPI description of a file).
      return (reply as FastifyReply).headers(attachmentHeaders(`面单与装箱单-${print.orderNo}.pdf`)).send(bytes);
    },
  );
};
