import { opsDefaultRoles, opsPaths, type OpsMe } from '@mall/contract/ops';
import { staffPaths } from '@mall/contract/staff';
import { http, HttpResponse } from 'msw';

const ops = opsPaths('mall');
const staff = staffPaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });

/** A signed-in staff user in the session, as the provider's sign-in leaves it. */
export const storyStaff = {
  uid: 900001,
  uoid: 'JY80002',
  nickname: '周敏',
  isStaff: true,
  staffCode: 'JY80002',
  idToken: 'story',
};

/** Who the server says is signed in: 周敏, 运营. */
export const operationsMe: OpsMe = {
  staffCode: 'JY80002',
  nickname: '周敏',
  roles: [{ code: 'operations', name: '运营' }],
  permissions: [...opsDefaultRoles.operations.permissions],
};

/** 林晓, 超级管理员: every permission. */
export const adminMe: OpsMe = {
  staffCode: 'JY80001',
  nickname: '林晓',
  roles: [{ code: 'admin', name: '超级管理员' }],
  permissions: [...opsDefaultRoles.admin.permissions],
};

/** The console frame's calls: who is signed in, and the provider's settings for the console. */
export function createOpsShellMock({ me = operationsMe, failMe = false }: { me?: OpsMe; failMe?: boolean } = {}) {
  return {
    handlers: [
      http.get(ops.me, () =>
        failMe ? HttpResponse.json({ code: 503, msg: '服务暂时不可用' }, { status: 503 }) : ok(me),
      ),
      http.get(staff.loginConfig, () =>
        ok({
          issuer: 'http://127.0.0.1/oidc',
          authorizationEndpoint: 'http://127.0.0.1/oidc/auth',
          endSessionEndpoint: 'http://127.0.0.1/oidc/session/end',
          clientId: 'mall-web',
          redirectUri: 'http://127.0.0.1/ops/login/callback',
          postLogoutRedirectUri: 'http://127.0.0.1/ops/login',
          scope: 'openid',
          codeChallengeMethod: 'S256',
        }),
      ),
    ],
  };
}
