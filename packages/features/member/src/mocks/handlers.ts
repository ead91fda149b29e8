import { delay, http, HttpResponse } from 'msw';
import { checkoutPaths } from '@mall/contract/checkout';
import { authPaths } from '@mall/contract/auth';
import { accountPaths } from '@mall/contract/member';
import { staffPaths } from '@mall/contract/staff';
import type { BatchSignEntry } from '../api/memberApi';

const paths = { ...authPaths('mall'), ...accountPaths('mall'), ...checkoutPaths('mall') };
const staff = staffPaths('mall');
const ok = <T>(data: T) => HttpResponse.json({ code: 200, msg: 'success', data });

/** 李先生 of the seed: 钻石卡, joined 2018. */
export const memberInfo = {
  cardLevel: 4,
  cardLevelName: '钻石卡',
  nextCardLevel: null as number | null,
  nextCardLevelName: '',
  upgradeAdditionalAmount: '0.00',
  firstJoinDate: '2018-11-30',
  joinDays: 2915,
  chineseFamilyName: '李',
  memberTitleDesc: '先生',
  consumeAmount: '126400.00',
  reConsumeAmount: '0.00',
  membershipExpirationDate: '2027-12-31',
  birthday: '1978-06-18',
  cardNo: '8800000002',
  vipNo: 'V8800000002',
};

/** 王女士 of the seed: 金卡 on the way to 钻石卡. */
export const goldMemberInfo = {
  ...memberInfo,
  cardLevel: 3,
  cardLevelName: '金卡',
  nextCardLevel: 4,
  nextCardLevelName: '钻石卡',
  upgradeAdditionalAmount: '43180.00',
  firstJoinDate: '2022-11-24',
  chineseFamilyName: '王',
  memberTitleDesc: '女士',
  consumeAmount: '36820.00',
  cardNo: '8800000001',
};

/** point/get of 李先生: 58,200 points at 50 a yuan. */
export const memberPoints = { point: 58_200, pointAmount: '1164.00', needPointPwd: false, pointsExchangeRate: 50 };

const inForce: Record<string, Omit<BatchSignEntry, 'clauseStatus' | 'signedVersion'>> = {
  personalInfoStatement: {
    clauseKey: 'personalInfoStatement',
    clauseTitle: '个人资料收集声明',
    clauseVersion: 'V2',
    clauseUrl: '/article/detail?clauseKey=personalInfoStatement&clauseVersion=V2',
  },
  rewardPlanTerms: {
    clauseKey: 'rewardPlanTerms',
    clauseTitle: '金缘会员奖赏计划条款',
    clauseVersion: 'V2',
    clauseUrl: '/article/detail?clauseKey=rewardPlanTerms&clauseVersion=V2',
  },
  userAgreement: {
    clauseKey: 'userAgreement',
    clauseTitle: '金缘珠宝官方商城用户协议',
    clauseVersion: 'V1',
    clauseUrl: '/article/detail?clauseKey=userAgreement&clauseVersion=V1',
  },
};

/** Clause handlers over one member's signed versions, kept in memory like the server keeps them in its table. */
function clauseHandlers(signed: Record<string, string>) {
  return [
    http.post(paths.batchSignDetails, async ({ request }) => {
      const { clauseKeys } = (await request.json()) as { clauseKeys: string[] };
      const data = Object.fromEntries(
        clauseKeys.flatMap((key) => {
          const clause = inForce[key];
          return clause
            ? [
                [
                  key,
                  {
                    ...clause,
                    signedVersion: signed[key] ?? '',
                    clauseStatus: signed[key] === clause.clauseVersion ? 1 : 0,
                  },
                ],
              ]
            : [];
        }),
      );
      return HttpResponse.json({ resultCode: '200', resultMessage: 'success', data });
    }),
    http.post(paths.checkSign, async ({ request }) => {
      const { clauseKey, clauseVersion } = (await request.json()) as { clauseKey: string; clauseVersion: string };
      return ok({ clauseStatus: signed[clauseKey] === clauseVersion ? 1 : 0, clauseVersion: signed[clauseKey] ?? '' });
    }),
    http.post(paths.saveSign, async ({ request }) => {
      const { clauseKey, clauseVersion } = (await request.json()) as { clauseKey: string; clauseVersion: string };
      signed[clauseKey] = clauseVersion;
      return ok({ clauseStatus: 1, clauseVersion });
    }),
    http.post(paths.accountLogout, () => ok(null)),
  ];
}

export const staffLoginConfig = {
  issuer: 'http://localhost/oidc',
  authorizationEndpoint: 'http://localhost/oidc/auth',
  endSessionEndpoint: 'http://localhost/oidc/session/end',
  clientId: 'mall-web',
  redirectUri: 'http://localhost/login/staffCallback',
  postLogoutRedirectUri: 'http://localhost/login',
  scope: 'openid',
  codeChallengeMethod: 'S256',
};

/** 孙女士 of the seed (13900000007): 银卡, no birthday yet. */
export const sunInfo = {
  ...memberInfo,
  cardLevel: 2,
  cardLevelName: '银卡',
  nextCardLevel: 3,
  nextCardLevelName: '金卡',
  chineseFamilyName: '孙',
  memberTitleDesc: '女士',
  birthday: '',
  cardNo: '8860100006079',
};

const titleTexts: Record<number, string> = { 1: '先生', 2: '女士', 3: '太太' };

/**
 * member/info and member/update over one member kept in memory, as the server keeps the row: a
 * save shows in the next member/info, and a birthday once set is refused another (409).
 */
function profileHandlers(start: typeof memberInfo) {
  let info = { ...start };
  return [
    http.post(paths.memberInfo, () => ok(info)),
    http.post(paths.memberUpdate, async ({ request }) => {
      const body = (await request.json()) as { familyName: string; memberTitle: number; birthday: string };
      if (info.birthday && body.birthday && body.birthday !== info.birthday)
        return HttpResponse.json({ code: 409, msg: '生日设置后不可修改，如需更正请联系客服' }, { status: 409 });
      info = {
        ...info,
        chineseFamilyName: body.familyName,
        memberTitleDesc: titleTexts[body.memberTitle] ?? '',
        birthday: info.birthday || body.birthday,
      };
      return ok(info);
    }),
  ];
}

/** A tiny zip (data.json holding {}), as exportUserInfo carries it. */
const exportZip =
  'UEsDBBQAAAAAALu2eF1Dv6ajAgAAAAIAAAAJAAAAZGF0YS5qc29ue31QSwECFAMUAAAAAAC7tnhdQ7+mowIAAAACAAAACQAAAAAAAAAAAAAAgAEAAAAAZGF0YS5qc29uUEsFBgAAAAABAAEANwAAACkAAAAAAA==';

/** The export and cancellation calls with one code, 246810, as the server would send it. */
function dataRightsHandlers(blockers: string[] = []) {
  return [
    http.get(paths.isCanExportUserinfo, () => ok({ isCan: true, mobile: '139****0007' })),
    http.get(paths.sendVerificationCode, () => ok({ mobile: '139****0007', expiresIn: 300, cooldown: 60 })),
    http.get(paths.exportUserInfo, ({ request }) =>
      new URL(request.url).searchParams.get('smsCode') === '246810'
        ? ok({ fileName: '金缘珠宝-个人信息-20261201.zip', zipBase64: exportZip, files: ['data.json', 'orders.csv'] })
        : HttpResponse.json({ code: 400, msg: '验证码错误，请重新输入' }, { status: 400 }),
    ),
    http.post(paths.mobileSendCode, async ({ request }) => {
      const { mobile } = (await request.json()) as { mobile: string };
      return mobile === '13900000001'
        ? HttpResponse.json({ code: 409, msg: '该手机号已注册其他账户，请更换手机号' }, { status: 409 })
        : ok({ expiresIn: 300, cooldown: 60 });
    }),
    http.post(paths.mobileChange, async ({ request }) => {
      const { mobile, smsCode } = (await request.json()) as { mobile: string; smsCode: string };
      return smsCode === '246810'
        ? ok({ mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` })
        : HttpResponse.json({ code: 400, msg: '验证码错误，请重新输入' }, { status: 400 });
    }),
    http.post(paths.memberInfo, () => ok(sunInfo)),
    http.get(paths.cancelAccountCheck, () =>
      ok({ mobile: '139****0007', availablePoint: 2400, giftCardBalance: '0.00', cardLevelName: '银卡', blockers }),
    ),
    http.post(paths.cancelAccount, async ({ request }) => {
      const { smsCode } = (await request.json()) as { smsCode: string };
      return smsCode === '246810'
        ? ok(null)
        : HttpResponse.json({ code: 400, msg: '验证码错误，请重新输入' }, { status: 400 });
    }),
  ];
}

/** MSW handlers answering this feature's calls like the reference server (stories, tests). */
export const memberHandlers = {
  memberInfo: [http.post(paths.memberInfo, () => ok(memberInfo))],
  memberInfoLoading: [
    http.post(paths.memberInfo, async () => {
      await delay('infinite');
      return ok(memberInfo);
    }),
  ],
  /** A member without a birthday whose saves show in member/info. */
  profile: () => profileHandlers(sunInfo),
  /** A member whose birthday is set. */
  profileWithBirthday: () => profileHandlers({ ...sunInfo, birthday: '1992-05-20' }),
  profileSaveFailing: [
    http.post(paths.memberInfo, () => ok(sunInfo)),
    http.post(paths.memberUpdate, () => HttpResponse.json({ code: 500, msg: '服务繁忙，请稍后再试' }, { status: 500 })),
  ],
  passwordChanged: [http.post(paths.changePassword, () => ok(null))],
  passwordWrongOld: [
    http.post(paths.changePassword, () =>
      HttpResponse.json({ code: 400, msg: '原密码错误，还可尝试 4 次' }, { status: 400 }),
    ),
  ],
  dataRights: () => dataRightsHandlers(),
  dataRightsBlocked: () => dataRightsHandlers(['unpaidOrder']),
  memberInfoFailing: [
    http.post(paths.memberInfo, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 })),
  ],
  memberInfoGold: [http.post(paths.memberInfo, () => ok(goldMemberInfo))],
  /** point/get and the gift card switched on with a balance (the seed's 李先生). */
  points: [
    http.post(paths.pointsGet, () => ok(memberPoints)),
    http.get(paths.giftCardSwitch, () => ok({ open: true })),
    http.get(paths.giftCardBalance, () => ok({ balance: '2000.00', balanceFen: 200_000 })),
  ],
  /** point/get with the gift card switched off (its balance is then never asked). */
  pointsGiftCardOff: [
    http.post(paths.pointsGet, () => ok({ ...memberPoints, point: 120, pointAmount: '2.40' })),
    http.get(paths.giftCardSwitch, () => ok({ open: false })),
  ],
  pointsFailing: [
    http.post(paths.pointsGet, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 })),
    http.get(paths.giftCardSwitch, () => ok({ open: false })),
  ],
  /** A member who accepted only the older versions (the seed's 李先生). */
  clausesOutdated: () => clauseHandlers({ personalInfoStatement: 'V1', rewardPlanTerms: 'V1', userAgreement: 'V1' }),
  clausesCurrent: () => clauseHandlers({ personalInfoStatement: 'V2', rewardPlanTerms: 'V2', userAgreement: 'V1' }),
  saveSignFailing: [
    http.post(paths.saveSign, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 })),
  ],
  staffConfig: [http.get(staff.loginConfig, () => ok(staffLoginConfig))],
  staffConfigFailing: [
    http.get(staff.loginConfig, () =>
      HttpResponse.json({ code: 503, msg: '员工认证服务暂时无法访问，请稍后再试' }, { status: 503 }),
    ),
  ],
  staffCodeOk: [
    http.post(staff.loginCode, () =>
      HttpResponse.json({
        code: 200,
        msg: 'success',
        idToken: 'staff-token',
        userInfo: {
          uid: 9001,
          uoid: 'JY80001',
          nickname: '林晓',
          cardNo: '',
          vipNo: '',
          isStaff: true,
          staffCode: 'JY80001',
        },
      }),
    ),
  ],
  staffCodeRejected: [
    http.post(staff.loginCode, () =>
      HttpResponse.json({ code: 400, msg: '员工登录失败：授权码无效、已使用或已过期，请重新登录' }, { status: 400 }),
    ),
  ],
};
