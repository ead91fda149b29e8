import { describe, expect, it, vi } from 'vitest';
import type { ApiCallOptions } from '../api/createApiClient';
import { createFetcher, type FetcherKey } from './fetcher';

describe('createFetcher', () => {
  it.each<[string, FetcherKey, [string, ApiCallOptions?]]>([
    ['a path', '/mall-marketing-server/api/v1/web/notice', ['/mall-marketing-server/api/v1/web/notice']],
    [
      'a path with options',
      ['/mall-common2-server/adverseManage/getAd', { params: { tagValue: 3 } }],
      ['/mall-common2-server/adverseManage/getAd', { params: { tagValue: 3 } }],
    ],
    ['a path in a tuple alone', ['/x'], ['/x', undefined]],
  ])('GETs %s through the client (spec §7 rules apply)', async (_case, key, expected) => {
    const get = vi.fn(async () => ({ code: 200, msg: '', data: [] }));
    const fetcher = createFetcher({ get: get as never });
    await expect(fetcher(key)).resolves.toEqual({ code: 200, msg: '', data: [] });
    expect(get).toHaveBeenCalledExactlyOnceWith(...expected);
  });
});
