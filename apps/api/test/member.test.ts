import { udeskSignature } from '../src/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsServer, paths } from './accountsFixture';
import { engines } from './harness';

describe.each(engines())('member and clause calls on %s (spec §7 Member, Clauses)', (engine) => {
  let s: Awaited<ReturnType<typeof accountsServer>>;
  let wang = '';
  let li = '';
  beforeAll(async () => {
    s = await accountsServer(engine);
    wang = await s.signIn('13900000001');
    li = await s.signIn('13900000002');
  });
  afterAll(async () => s?.close());

  const post = (url: string, token: string | null, payload?: Record<string, unknown>) =>
    s.app.inject({
      method: 'POST',
      url,
      headers: token ? { authorization: `Bearer ${token}`, idToken: token } : {},
      ...(payload === undefined ? {} : { payload }),
    });

  describe('member info (spec §3)', () => {
    it('gives the token’s member: levels, the amount to the next level in yuan, days joined', async () => {
      const response = await post(paths.memberInfo, wang);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        cardLevel: 3,
        cardLevelName: '金卡',
        nextCardLevel: 4,
        nextCardLevelName: '钻石卡',
        // 钻石卡 needs ¥80,000 of spending; 王女士 has ¥36,820.
        upgradeAdditionalAmount: '43180.00',
        firstJoinDate: '2022-12-02',
        joinDays: 1461,
        chineseFamilyName: '王',
        memberTitleDesc: '女士',
        consumeAmount: '36820.00',
        reConsumeAmount: '12887.00',
        membershipExpirationDate: '2027-12-31',
        birthday: expect.stringMatching(/^1990-\d{2}-\d{2}$/) as unknown as string,
        cardNo: s.byMobile('13900000001').cardNo,
        vipNo: s.byMobile('13900000001').vipNo,
      });
    });

    it('has no next level at the top', async () => {
      const data = (await post(paths.memberInfo, li)).json().data;
      expect(data).toMatchObject({
        cardLevel: 4,
        nextCardLevel: null,
        nextCardLevelName: '',
        upgradeAdditionalAmount: '0.00',
        memberTitleDesc: '先生',
      });
    });

    it('needs a signed-in member', async () => {
      const response = await post(paths.memberInfo, null);
      expect(response.statusCode).toBe(401);
      expect(response.json().msg).toBe('登录已失效，请重新登录');
    });

    it('lists the titles for MEMBER_TITLE and refuses other types', async () => {
      const titles = await post(paths.dictionary, null, {
        type: 'MEMBER_TITLE',
        extendStatus: 0,
        sourceSystem: 'OFFICIAL_MALL',
      });
      expect(titles.json().data).toEqual([
        { code: '1', extendCNDesc: '先生' },
        { code: '2', extendCNDesc: '女士' },
        { code: '3', extendCNDesc: '太太' },
      ]);
      expect((await post(paths.dictionary, null, { type: 'OTHER' })).statusCode).toBe(400);
    });
  });

  describe('clauses (spec §4 clause agreement flow)', () => {
    const required = ['personalInfoStatement', 'rewardPlanTerms', 'userAgreement'];

    it('shows 李先生 the outdated clauses and records his agreement, not downgrading later', async () => {
      const batch = await post(paths.batchSignDetails, li, { clauseKeys: [...required, 'noSuchClause'] });
      expect(batch.statusCode).toBe(200);
      const body = batch.json();
      expect(body.resultCode).toBe('200');
      expect(Object.keys(body.data).sort()).toEqual(required);
      expect(body.data.personalInfoStatement).toMatchObject({
        clauseVersion: 'V2',
        clauseStatus: 0,
        signedVersion: 'V1',
      });
      expect(body.data.userAgreement).toMatchObject({ clauseVersion: 'V1', clauseStatus: 1, signedVersion: 'V1' });
      expect(body.data.rewardPlanTerms).toMatchObject({ clauseVersion: 'V2', clauseStatus: 0, signedVersion: '' });

      const check = (clauseKey: string, clauseVersion: string) =>
        post(paths.checkSign, li, { clauseKey, customerId: 'anyone', clauseVersion });
      expect((await check('personalInfoStatement', 'V2')).json().data).toEqual({
        clauseStatus: 0,
        clauseVersion: 'V1',
      });
      expect((await check('personalInfoStatement', 'V1')).json().data).toEqual({
        clauseStatus: 1,
        clauseVersion: 'V1',
      });

      const saved = await post(paths.saveSign, li, {
        clauseKey: 'personalInfoStatement',
        customerId: 'anyone',
        clauseVersion: 'V2',
      });
      expect(saved.json().data).toEqual({ clauseStatus: 1, clauseVersion: 'V2' });
      expect((await check('personalInfoStatement', 'V2')).json().data).toEqual({
        clauseStatus: 1,
        clauseVersion: 'V2',
      });
      // Saving the older version again keeps the newer acceptance.
      expect(
        (await post(paths.saveSign, li, { clauseKey: 'personalInfoStatement', clauseVersion: 'V1' })).json().data
          .clauseVersion,
      ).toBe('V2');
      // 王女士's consent is her own: 李先生's saves did not touch it, whatever customerId says.
      const wangBatch = (await post(paths.batchSignDetails, wang, { clauseKeys: ['rewardPlanTerms'] })).json().data;
      expect(wangBatch.rewardPlanTerms.signedVersion).toBe('');
    });

    it('refuses unknown clauses and visitors on check/save; batch answers visitors with nothing accepted', async () => {
      expect((await post(paths.checkSign, li, { clauseKey: 'noSuchClause', clauseVersion: 'V1' })).statusCode).toBe(
        400,
      );
      expect((await post(paths.saveSign, li, { clauseKey: 'userAgreement', clauseVersion: 'V9' })).statusCode).toBe(
        400,
      );
      expect((await post(paths.saveSign, null, { clauseKey: 'userAgreement', clauseVersion: 'V1' })).statusCode).toBe(
        401,
      );
      const visitor = (await post(paths.batchSignDetails, null, { clauseKeys: required })).json().data;
      expect(Object.values(visitor).every((entry) => (entry as { clauseStatus: number }).clauseStatus === 0)).toBe(
        true,
      );
    });
  });

  describe('customer service chat (spec §7)', () => {
    it('signs the member’s customer id with Udesk’s documented signature', async () => {
      const response = await post(paths.udeskAuth, wang, { authuid: String(s.byMobile('13900000001').id) });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.web_token).toBe(s.byMobile('13900000001').uoid);
      expect(data.signature).toBe(
        udeskSignature({
          nonce: data.nonce,
          timestamp: data.timestamp,
          webToken: data.web_token,
          imUserKey: s.env.udeskImUserKey,
          algorithm: 'SHA256',
        }),
      );
      expect(data.timestamp).toBe(String(s.clock.now.getTime()));
    });

    it('signs only for the signed-in member', async () => {
      expect((await post(paths.udeskAuth, null, { authuid: '1' })).statusCode).toBe(401);
      expect((await post(paths.udeskAuth, wang, { authuid: String(s.byMobile('13900000002').id) })).statusCode).toBe(
        403,
      );
    });
  });
});
