import { describe, expect, it } from 'vitest';
import { sharedKeys } from './sharedKeys';

describe('sharedKeys (one key per call, whichever feature makes it)', () => {
  it('gives the same call the same key', () => {
    expect(sharedKeys.adverts(3)).toEqual(sharedKeys.adverts(3));
    // A clause without a version is the version in force, asked for the same way by every feature.
    expect(sharedKeys.clause('privacy')).toEqual(sharedKeys.clause('privacy', ''));
  });

  it('keeps different calls apart', () => {
    expect(sharedKeys.adverts(1)).not.toEqual(sharedKeys.adverts(3));
    expect(sharedKeys.clause('privacy', 'v1')).not.toEqual(sharedKeys.clause('privacy', 'v2'));
    expect(sharedKeys.clause('privacy')).not.toEqual(sharedKeys.clause('member'));
    // An order is the buyer's: another buyer's key never shares its answer.
    expect(sharedKeys.orderDetail(7, 'JY1')).not.toEqual(sharedKeys.orderDetail(8, 'JY1'));
    expect(sharedKeys.orderDetail(7, 'JY1')).not.toEqual(sharedKeys.orderDetail(7, 'JY2'));
    // Points and the gift card are the member's own.
    expect(sharedKeys.points(7)).not.toEqual(sharedKeys.points(8));
    expect(sharedKeys.giftCard(7)).not.toEqual(sharedKeys.giftCard(8));
    expect(sharedKeys.points(7)).not.toEqual(sharedKeys.giftCard(7));
    // The console's permissions are the signed-in staff member's own.
    expect(sharedKeys.opsMe('JY80002')).not.toEqual(sharedKeys.opsMe('JY80003'));
  });

  const domains: Record<keyof typeof sharedKeys, string> = {
    adverts: 'content',
    clause: 'content',
    orderDetail: 'orders',
    points: 'member',
    giftCard: 'member',
    opsMe: 'ops',
  };
  it.each(Object.entries(sharedKeys))('%s starts with the domain of its call', (name, make) => {
    expect((make as (...args: unknown[]) => readonly unknown[])(1, 'JY1')[0]).toBe(
      domains[name as keyof typeof domains],
    );
  });
});
