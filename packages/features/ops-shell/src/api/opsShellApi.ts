import { opsCalls } from '@mall/contract/ops';
import { staffCalls } from '@mall/contract/staff';
import { bindCalls, type ApiClient } from '@mall/core';

/** The console's own calls for its frame: who is signed in, and the staff sign-in (issue #29). */
export function createOpsShellApi(client: ApiClient, productCode: string) {
  const ops = bindCalls(client, productCode, { me: opsCalls.me });
  const staff = bindCalls(client, productCode, staffCalls);
  return {
    /** The signed-in staff member, their roles and permissions. */
    me: () => ops.me(),
    /** The provider and the console's own callback (login-config with app=ops). */
    loginConfig: () => staff.loginConfig({ app: 'ops' }),
    /** The provider's code → the session. */
    loginCode: staff.loginCode,
  };
}

export type OpsShellApi = ReturnType<typeof createOpsShellApi>;
