import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { guaranteeRoutes as calls } from '@mall/contract/guarantee';
import { currentUser, requireMember } from '../http/caller';
import { serve } from '../http/serve';
import { buyerOf } from '../services/checkout';
import type { GuaranteeService } from '../services/guarantees';
import type { AppContext } from './context';
import { answerFile, answerService } from './service';

const tags = ['电子保单与商品验证 Guarantees'];

/**
 * Electronic guarantees (issue #14 item 2; the member's own, behind their token) and the public
 * commodity verification (item 3; captcha after three look-ups an hour, limited per network).
 */
export const guaranteeRoutes: FastifyPluginAsyncTypebox<AppContext & { guarantees: GuaranteeService }> = async (
  app,
  { productCode, guarantees },
) => {
  const member = { tags, preHandler: requireMember };

  serve(
    app,
    productCode,
    calls.guaranteeList,
    {
      ...member,
      summary: '我的电子保单（每件已签收商品一份，按购买时间倒序分页）：证书编号、商品、材质、订单号',
    },
    async (request) => ({
      code: OK,
      msg: 'success',
      data: await guarantees.list(
        buyerOf(await currentUser(request)),
        request.query.pageIndex ?? 1,
        request.query.pageSize ?? 10,
      ),
    }),
  );

  serve(
    app,
    productCode,
    calls.guaranteeDetail,
    {
      ...member,
      summary:
        '电子保单详情：证书编号、商品、款号、材质与成色、重量与钻石分级、检测机构、购买日期与订单号、售后承诺；他人的保单回答 404',
    },
    async (request, reply) =>
      answerService(reply, await guarantees.detail(buyerOf(await currentUser(request)), request.query.certNo)),
  );

  serve(
    app,
    productCode,
    calls.guaranteePdf,
    {
      ...member,
      summary:
        '下载电子保单 PDF（仅本人；附件形式）：证书编号、商品事实、售后承诺和指向商品验证页的二维码；他人的保单回答 404',
    },
    async (request, reply) =>
      answerFile(reply, await guarantees.pdf(buyerOf(await currentUser(request)), request.query.certNo)),
  );

  serve(
    app,
    productCode,
    calls.verify,
    {
      tags,
      summary:
        '商品验证（无需登录）：输入证书编号，回答商品的公开信息（商品、材质、重量、销售月份，不含购买人）或“未查询到”；校验位不符直接回答格式有误；同一网络每小时前 3 次之后须通过滑块验证，每小时最多 30 次',
    },
    async (request, reply) => answerService(reply, await guarantees.verify(request.body, request.ip)),
  );
};
