import { contentPaths, OK, StoreListQuery, StoreListResponse } from '@mall/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { storeService } from '../services/stores';
import type { AppContext } from './context';

/** The official stores page (/onlineOfficialStore): not in spec §7, designed in its style (DESIGN.md §4). */
export const storeRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, productCode }) => {
  const stores = storeService(database.db);
  app.get(
    contentPaths(productCode).storeList,
    {
      schema: {
        tags: ['内容与营销 Content'],
        summary: '官方门店：线上官方店铺（channel=online）与线下门店（channel=offline，可按城市 area 筛选）',
        querystring: StoreListQuery,
        response: { 200: StoreListResponse },
      },
    },
    async (request) => {
      const { channel, area = '' } = request.query;
      return { code: OK, msg: 'success', data: await stores.list({ channel, area }) };
    },
  );
};
