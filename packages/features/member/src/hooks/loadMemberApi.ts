/** The member api's module, fetched when the page frame first needs it (log out, clauses at sign-in; issue #16). */
export const loadMemberApi = () => import('../api/memberApi').then((module) => module.createMemberApi);
