import { describe, expect, it } from 'vitest';
import {
  anonymousUser,
  isLoggedInUser,
  isStaffUser,
  parseMembershipCard,
  parseUserInfo,
  type UserInfo,
} from './userInfo';

describe('isLoggedInUser (spec §6: token and uid present)', () => {
  it.each<[number, string, boolean]>([
    [1001, 'token', true],
    [1001, '', false],
    [0, 'token', false],
    [0, '', false],
  ])('uid %s, idToken %j → %s (spec §6)', (uid, idToken, expected) => {
    expect(isLoggedInUser({ uid, idToken })).toBe(expected);
  });
});

describe('isStaffUser (spec §6: staff flag with staffCode)', () => {
  it.each<[boolean, string, boolean]>([
    [true, 'JY80001', true],
    [true, '', false],
    [false, 'JY80001', false],
    [false, '', false],
  ])('flag %s, staffCode %j → %s (spec §6)', (isStaff, staffCode, expected) => {
    expect(isStaffUser({ isStaff, staffCode })).toBe(expected);
  });
});

describe('parseUserInfo (spec §3 user info; untrusted storage)', () => {
  it.each<[string, unknown, Partial<UserInfo>]>([
    ['not an object', 'x', {}],
    ['null', null, {}],
    [
      'a member',
      { uid: 1001, uoid: 'C1', nickname: '王女士', cardNo: '88', vipNo: 'V1', idToken: 't' },
      { uid: 1001, uoid: 'C1', nickname: '王女士', cardNo: '88', vipNo: 'V1', idToken: 't' },
    ],
    ['numeric strings and numbers', { uid: '1001', cardNo: 8800001 }, { uid: 1001, cardNo: '8800001' }],
    ['a negative or fractional uid is anonymous', { uid: -3 }, { uid: 0 }],
    ['a fractional uid is anonymous', { uid: 1.5 }, { uid: 0 }],
    ['staff flag as 1', { isStaff: 1, staffCode: 'JY80001' }, { isStaff: true, staffCode: 'JY80001' }],
    ['a non-string token is dropped', { idToken: 42 }, { idToken: '' }],
    ['unknown keys are dropped', { uid: 1, password: 'x' }, { uid: 1 }],
  ])('%s', (_case, value, expected) => {
    expect(parseUserInfo(value)).toEqual({ ...anonymousUser, ...expected });
  });

  it('keeps the card record but never the points password (spec §3 member points)', () => {
    const card = {
      availablePoint: '12680',
      availablePointPrice: 253.6,
      needPointPwd: 1,
      pointPwd: '123456',
      pointRatio: 50,
      cardLevel: 3,
      cardLevelDesc: '金卡',
      pointsExchangeRate: 50,
    };
    expect(parseUserInfo({ uid: 1, card }).card).toEqual({
      availablePoint: 12680,
      availablePointPrice: 253.6,
      needPointPwd: true,
      pointRatio: 50,
      cardLevel: 3,
      cardLevelDesc: '金卡',
      pointsExchangeRate: 50,
    });
  });

  it.each([[undefined], ['x'], [[1, 2]]])('parseMembershipCard(%j) is undefined', (value) => {
    expect(parseMembershipCard(value)).toBeUndefined();
  });
});
