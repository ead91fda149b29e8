/**
 * The bag api's module, fetched when the page frame first calls it (issue #16): the header's badge
 * asks a member's bag and the sign-in merge syncs it, after the page is drawn; the bag's own pages
 * load it with their code.
 */
export const loadCartApi = () => import('../api/cartApi').then((module) => module.createCartApi);
