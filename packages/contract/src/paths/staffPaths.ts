/**
 * Staff single sign-on (spec §7 "Staff code exchange": path not shown, designed in the style of
 * the common2 server; see staff.ts for the flow).
 */
export function staffPaths(product: string) {
  const staff = `/${product}-common2-server/api/v1/staff`;
  return {
    /** GET: the provider's endpoints and the mall's client settings. */
    loginConfig: `${staff}/login/config`,
    /** POST: the authorization code → the mall's session. */
    loginCode: `${staff}/login/code`,
  } as const;
}
