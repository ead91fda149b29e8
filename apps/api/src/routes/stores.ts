import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { contentRoutes as calls } from '@mall/contract/content';
import { serve } from '../http/serve';
import { storeService } from '../services/stores';
import type { AppContext } from './context';

/** The official stores page (/onlineOfficialStore): not in spec §7, designed in its style (DESIGN.md §4). */
export const storeRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, productCode }) => {
  const stores = storeService(database.db);
  serve(
    app,
    productCode,
    calls.storeList,
    {
      tags: ['内容与营销 Content'],
      summary: '官方门店：线上官方店铺（channel=online）与线下门店（channel=offline，可按城市 area 筛选）',
    },
    async (request) => {
      const { channel, area = '' } = request.query;
      return { code: OK, msg: 'success', data: await stores.list({ channel, area }) };
    },
  );
};
