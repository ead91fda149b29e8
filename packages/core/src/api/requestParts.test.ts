import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../session/userInfo';
import { buildHeaders, buildQuery, buildUrl, memberParams, type ApiHost } from './requestParts';

const hosts = {
  api: '',
  newApi: 'https://new.jinyuan.example/',
  sso: ' https://sso.jinyuan.example ',
  crm: 'https://crm.jinyuan.example/gw',
  origin: '',
};
const origin = 'https://mall.jinyuan.example';

describe('buildUrl (spec §7 base hosts; DESIGN.md §3: "" is the serving origin)', () => {
  it.each<[ApiHost, string, string]>([
    [
      'api',
      '/mall-goods-server/product/syncUserCart',
      'https://mall.jinyuan.example/mall-goods-server/product/syncUserCart',
    ],
    ['origin', 'auth/register', 'https://mall.jinyuan.example/auth/register'],
    ['newApi', '/api/goods/getproductmarkeings', 'https://new.jinyuan.example/api/goods/getproductmarkeings'],
    ['sso', '/login/sms', 'https://sso.jinyuan.example/login/sms'],
    ['crm', 'crm-member-api/member/info', 'https://crm.jinyuan.example/gw/crm-member-api/member/info'],
    ['api', 'https://other.example/x', 'https://other.example/x'],
  ])('%s + %s → %s (spec §7)', (host, path, expected) => {
    expect(buildUrl(hosts, host, origin, path)).toBe(expected);
  });
});

const memberUser: Pick<UserInfo, 'vipNo' | 'cardNo' | 'card'> = {
  vipNo: 'V260605800',
  cardNo: '8800001',
  card: { cardLevel: 3 },
};

describe('memberParams (spec §7: cardLevel, vipNo, cardNo)', () => {
  it.each<[string, Pick<UserInfo, 'vipNo' | 'cardNo' | 'card'>, Record<string, string>]>([
    ['a member with a card', memberUser, { cardLevel: '3', vipNo: 'V260605800', cardNo: '8800001' }],
    ['a member whose card record is not loaded yet', { vipNo: 'V1', cardNo: 'C1' }, { vipNo: 'V1', cardNo: 'C1' }],
    ['a visitor', { vipNo: '', cardNo: '' }, {}],
    ['card level 0 is still a level', { vipNo: '', cardNo: '', card: { cardLevel: 0 } }, { cardLevel: '0' }],
  ])('%s (spec §7)', (_case, user, expected) => {
    expect(memberParams(user)).toEqual(expected);
  });
});

describe('buildQuery (spec §7: a timestamp on every request)', () => {
  it.each<[string, Parameters<typeof buildQuery>, string]>([
    ['no params', [undefined, 1700000000000], 'timestamp=1700000000000'],
    [
      'caller params, nulls dropped',
      [{ keyword: '金 手镯', page: 1, isNew: true, none: null }, 5],
      'keyword=%E9%87%91+%E6%89%8B%E9%95%AF&page=1&isNew=true&timestamp=5',
    ],
    ['a caller timestamp is replaced', [{ timestamp: 'stale' }, 6], 'timestamp=6'],
    [
      'member params when given',
      [{ page: 2 }, 7, memberUser],
      'page=2&timestamp=7&cardLevel=3&vipNo=V260605800&cardNo=8800001',
    ],
    [
      'member params win over the caller',
      [{ vipNo: 'forged' }, 8, memberUser],
      'vipNo=V260605800&timestamp=8&cardLevel=3&cardNo=8800001',
    ],
  ])('%s (spec §7)', (_case, args, expected) => {
    expect(buildQuery(...args).toString()).toBe(expected);
  });
});

describe('buildHeaders (spec §7: appId, uid, idToken; Bearer for CRM)', () => {
  const user = { uid: 1001, idToken: 'token-1' };
  it.each<[string, ApiHost, { uid: number; idToken: string }, Record<string, string>, Record<string, string>]>([
    ['api host', 'api', user, {}, { appId: 'web', uid: '1001', idToken: 'token-1' }],
    ['crm host', 'crm', user, {}, { appId: 'web', uid: '1001', idToken: 'token-1', Authorization: 'Bearer token-1' }],
    ['crm host, visitor', 'crm', { uid: 0, idToken: '' }, {}, { appId: 'web', uid: '0', idToken: '' }],
    [
      'extra headers kept, ours win',
      'sso',
      user,
      { 'X-Trace': 't', uid: '9' },
      { 'X-Trace': 't', appId: 'web', uid: '1001', idToken: 'token-1' },
    ],
  ])('%s (spec §7)', (_case, host, who, extra, expected) => {
    expect(buildHeaders('web', who, host, extra)).toEqual(expected);
  });
});
