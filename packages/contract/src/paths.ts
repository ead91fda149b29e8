/**
 * Paths of the calls, with the spec's `{product}` segment filled from the runtime config's
 * productCode (DESIGN.md §1). One place for the server's routes and the mall's api modules.
 */
export function contentPaths(product: string) {
  const marketing = `/${product}-marketing-server`;
  return {
    menu: `${marketing}/api/v1/web/menu`,
    notice: `${marketing}/api/v1/web/notice`,
    isPageGraying: `${marketing}/cPageGrayingConfig/isPageGraying`,
    classifies: `${marketing}/api/v1/web/classifies`,
    topic: `${marketing}/api/v1/web/topic`,
    // Articles, help centre and clause texts: not shown in spec §7, designed in its style (DESIGN.md §4).
    articleList: `${marketing}/api/v1/web/article/list`,
    articleCategories: `${marketing}/api/v1/web/article/categories`,
    articleDetail: `${marketing}/api/v1/web/article/detail`,
    clauseDetail: `${marketing}/api/v1/web/clause/detail`,
    storeList: `${marketing}/api/v1/web/store/list`,
    goldPriceDecorate: `${marketing}/api/v1/mini/getGoldPriceDecorate`,
    ctfTodayGoldPrice: `${marketing}/common/ctfTodayGoldPrice`,
    todayGoldPrice: `${marketing}/common/todayGoldPrice`,
    getAd: `/${product}-common2-server/adverseManage/getAd`,
  } as const;
}

/**
 * The goods calls (spec §7 "Goods"). `goodsApi` is the legacy `_Goods_API.ashx` path: its
 * `action` query (commentgoods, GetProductTypes, GetProductStyles) picks the call.
 */
export function goodsPaths(product: string) {
  const goodsServer = `/${product}-goods-server`;
  return {
    queryGoodsDetails: `${goodsServer}/product/queryGoodsDetails`,
    getGoodsPriceStock: `${goodsServer}/product/getGoodsPriceStock`,
    getProductMarketings: '/api/goods/getproductmarkeings',
    goodsApi: `/${product}_Goods_API.ashx`,
    watermark: `/${product}-marketing-server/api/watermark/getByMouldNo`,
    productImages: `${goodsServer}/productsImages/query`,
    recommendProducts: `${goodsServer}/api/productsitemdetailrecommend/getProductsList`,
  } as const;
}

/** The search calls (spec §7 "Search"); GetProductTypes / GetProductStyles are `goodsPaths(p).goodsApi` with an action. */
export function searchPaths(product: string) {
  const goodsServer = `/${product}-goods-server`;
  return {
    getSearchValueNew: `${goodsServer}/openSearch/getSearchValueNew`,
    getSearchCondition: `${goodsServer}/openSearch/getSearchCondition`,
    getSearchCount: `${goodsServer}/openSearch/getSearchCount`,
    hotSearch: `${goodsServer}/openSearch/hotSearch`,
    advertisementList: `${goodsServer}/advertisementOper/list`,
    goodsApi: `/${product}_Goods_API.ashx`,
    getBadWords: '/api/common/getBadWords',
    searchAdverts: `/${product}-marketing-server/api/v1/web/search`,
  } as const;
}

/**
 * Paths of the account calls (spec §7 Authentication, Member, Clauses). `sso*` paths sit on the SSO
 * host, `crm*` on the CRM host, the rest on the main API host; every host defaults to the serving
 * origin. Captcha, token exchange and logout are designed by us in the spec's style (DESIGN.md §4).
 */
export function authPaths(product: string) {
  const common2 = `/${product}-common2-server`;
  return {
    captchaLoad: '/auth/captcha/load',
    captchaVerify: '/auth/captcha/verify',
    sendSms: '/auth/gt/send/sms',
    register: '/auth/register',
    forgetPassword: '/auth/forget/password',
    errorQuery: '/auth/error/query',
    ssoLoginSms: '/login/sms',
    ssoLoginPassword: '/login/password',
    accountEncrypt: '/api/account/encrypt',
    accountToken: '/api/account/token',
    accountRefresh: '/api/account/refresh',
    accountLogout: '/api/account/logout',
    memberInfo: '/crm-member-api/member/info',
    dictionary: '/crm-member-api/common/dictionary',
    checkSign: `${common2}/common/checkSign`,
    saveSign: `${common2}/common/saveSign`,
    batchSignDetails: `${common2}/common/batchSignDetails`,
    udeskAuth: '/api/udesk/auth',
  } as const;
}

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

/** Footprints (spec §7 "Footprints and adverts"): the member's browsing history. */
export function footprintPaths(product: string) {
  const footprints = `/${product}-common2-server/userFootPrint`;
  return {
    list: `${footprints}/list`,
    update: `${footprints}/updateUserFootPrint`,
    deleteAll: `${footprints}/deleteUserAllFootPrint`,
  } as const;
}

/**
 * Checkout, orders and payment (issue #7). Points and gift card are spec §7 paths; addresses, the
 * purchase limit, order confirmation, creation, detail, cancel and payment are designed in the style
 * of the order server (DESIGN.md §4). `sandboxCashier` is the local PSP's page, not the mall's.
 */
export function checkoutPaths(product: string) {
  const order = `/${product}-order-server/api`;
  return {
    pointsExchangeRate: '/crm-point-api/point/exchangeRate',
    pointsGet: '/crm-point-api/point/get',
    giftCardSwitch: `${order}/giftCard/getSwitchConfig`,
    giftCardBalance: `${order}/giftCard/getGiftCardBalance`,
    addressList: `${order}/address/list`,
    addressSave: `${order}/address/save`,
    addressDelete: `${order}/address/delete`,
    /** The GB/T 2260 province → city → district tree the address form offers (issue #13). */
    addressRegions: `${order}/address/regions`,
    purchaseLimit: `${order}/staff/checkPurchaseLimit`,
    orderConfirm: `${order}/order/confirm`,
    orderCreate: `${order}/order/create`,
    orderDetail: `${order}/order/detail`,
    orderCancel: `${order}/order/cancel`,
    orderList: `${order}/order/list`,
    orderDelete: `${order}/order/delete`,
    orderConfirmReceipt: `${order}/order/confirmReceipt`,
    /** 再次购买: a closed order's lines still on sale into the bag (issue #12). */
    orderBuyAgain: `${order}/order/buyAgain`,
    /** The parcels of a shipped order with their tracking events (issue #12 fulfilment). */
    orderLogistics: `${order}/order/logistics`,
    orderSnapshot: `${order}/order/snapshot`,
    giftDetail: `${order}/gift/detail`,
    giftAccept: `${order}/gift/accept`,
    giftDecline: `${order}/gift/decline`,
    payCreate: `${order}/pay/create`,
    payNotify: `${order}/pay/notify`,
    sandboxCashier: '/sandbox-pay/cashier',
  } as const;
}

/**
 * Photo uploads (issue #12 refunds and reviews): one image per POST on the order server, read back
 * by id (`:id` is the route's parameter; the upload's answer gives each photo's URL).
 */
export function uploadPaths(product: string) {
  const upload = `/${product}-order-server/api/upload/image`;
  return { uploadImage: upload, uploadedImage: `${upload}/:id` } as const;
}

/**
 * Refunds and after-sales (issue #12), on the order server: what the form offers, apply, withdraw, and
 * the PSP's refund notice beside its payment notice. `dev*` are the development operator's (not in
 * production: the paths do not exist there).
 */
export function refundPaths(product: string) {
  const order = `/${product}-order-server/api`;
  return {
    refundOptions: `${order}/refund/options`,
    refundApply: `${order}/refund/apply`,
    refundWithdraw: `${order}/refund/withdraw`,
    refundNotify: `${order}/pay/refundNotify`,
    devRefunds: '/__dev/refunds',
    devRefundApprove: '/__dev/refunds/approve',
    devRefundRefuse: '/__dev/refunds/refuse',
  } as const;
}

/**
 * Reviews (issue #12 评价): the lines of an order with their review state, and the submission, on
 * the order server beside the order centre's calls.
 */
export function reviewPaths(product: string) {
  const review = `/${product}-order-server/api/review`;
  return { lines: `${review}/lines`, submit: `${review}/submit` } as const;
}

/**
 * The staff royalty shop (spec §1, §2 royalty/goods; paths not shown, designed in the style of
 * spec §7): the public list on the goods server, the staff user's balance on the common2 server.
 */
export function royaltyPaths(product: string) {
  return {
    goodsList: `/${product}-goods-server/royalty/goods/list`,
    balance: `/${product}-common2-server/api/v1/staff/royalty/balance`,
    /** The staff user's rights-fund orders (issue #13), beside the balance. */
    orders: `/${product}-common2-server/api/v1/staff/royalty/orders`,
  } as const;
}

/**
 * The bag (spec §7 "Cart"): the goods server's paths as the spec gives them; the marketing
 * activities of the bag ("path not shown") designed on the marketing server.
 */
export function cartPaths(product: string) {
  const goodsServer = `/${product}-goods-server`;
  return {
    syncUserCart: `${goodsServer}/product/syncUserCart`,
    getGoodsDetails: `${goodsServer}/shoppingCart/getGoodsDetails`,
    deleteUserCart: `${goodsServer}/shoppingCart/deleteUserCart`,
    checkGoodsIds: `${goodsServer}/shoppingCart/checkGoodsIds`,
    marketing: `/${product}-marketing-server/api/v1/web/cart/marketing`,
  } as const;
}

/**
 * Membership (issue #13; spec §7 Member): card levels, the points ledger and consumption record, K
 * points. Spec §7 gives membershipRecord and membershipConsumeRecord without a host segment and
 * getUserKPoint under an unnamed server: the latter sits on the common2 server with cardLevelList.
 */
export function membershipPaths(product: string) {
  const common2 = `/${product}-common2-server`;
  return {
    cardLevelList: `${common2}/api/v1/user/cardLevelList`,
    membershipRecord: '/api/user/membershipRecord',
    membershipConsumeRecord: '/api/user/membershipConsumeRecord',
    kPoint: `${common2}/ctf/UserPoint/getUserKPoint`,
  } as const;
}

/**
 * Feedback and enterprise customization inquiries (issue #14; spec §2 /feedBack and
 * /enterprise/customization/index, calls not shown, designed on the common2 server). `dev*` are the
 * development operator's (not in production: the paths do not exist there).
 */
export function servicePaths(product: string) {
  const common2 = `/${product}-common2-server/api/v1`;
  return {
    feedbackSubmit: `${common2}/feedback/submit`,
    feedbackList: `${common2}/feedback/list`,
    inquirySubmit: `${common2}/enterprise/inquiry/submit`,
    devFeedback: '/__dev/feedback',
    devFeedbackReply: '/__dev/feedback/reply',
    devInquiries: '/__dev/inquiries',
  } as const;
}

/**
 * Account information (issue #13 item 2). Member info's neighbours on the CRM host for the profile,
 * password and mobile (designed in its style); spec §7's user calls on the common2 server for the
 * export and the cancellation (spec §7 names them; their payloads are designed, see account.ts).
 */
export function accountPaths(product: string) {
  const common2 = `/${product}-common2-server`;
  return {
    memberUpdate: '/crm-member-api/member/update',
    changePassword: '/crm-member-api/member/changePassword',
    mobileSendCode: '/crm-member-api/member/mobile/sendCode',
    mobileChange: '/crm-member-api/member/mobile/change',
    isCanExportUserinfo: `${common2}/api/v1/user/isCanExportUserinfo`,
    sendVerificationCode: `${common2}/api/v1/user/sendVerificationCode`,
    exportUserInfo: `${common2}/api/v1/user/exportUserInfo`,
    cancelAccountCheck: `${common2}/api/user/cancelAccount/check`,
    cancelAccount: `${common2}/api/user/cancelAccount`,
  } as const;
}

/**
 * Electronic guarantees (the member's, behind their token) and the public commodity verification
 * (issue #14 items 2 and 3; spec §2 /electronicGuarantee and /commodityVerification, calls not shown,
 * designed on the common2 server).
 */
export function guaranteePaths(product: string) {
  const common2 = `/${product}-common2-server/api/v1`;
  return {
    guaranteeList: `${common2}/guarantee/list`,
    guaranteeDetail: `${common2}/guarantee/detail`,
    /** The certificate as a PDF (attachment), the member's own only. */
    guaranteePdf: `${common2}/guarantee/pdf`,
    verify: `${common2}/commodity/verify`,
  } as const;
}

/**
 * Invoices (issue #14 item 1; spec §2 /invoiceManage, calls not shown, designed on the order server):
 * what the form needs, the request, the member's list, one invoice, its PDF (and, once a refund
 * reversed it, the red-letter invoice's PDF), sending it again. The
 * development mail outbox beside the SMS one (not in production).
 */
export function invoicePaths(product: string) {
  const invoice = `/${product}-order-server/api/invoice`;
  return {
    invoiceOptions: `${invoice}/options`,
    invoiceRequest: `${invoice}/apply`,
    invoiceList: `${invoice}/list`,
    invoiceDetail: `${invoice}/detail`,
    invoicePdf: `${invoice}/pdf`,
    invoiceRedPdf: `${invoice}/red-pdf`,
    invoiceResend: `${invoice}/resend`,
    devMail: '/__dev/mail',
  } as const;
}

/**
 * The mall's own customer-service chat (issue #15; spec §7 "Customer service chat" names only
 * /api/udesk/auth): the chat page's session and socket beside it, the service desk for agents.
 */
export function chatPaths() {
  return {
    session: '/api/chat/session',
    ticket: '/api/chat/ticket',
    socket: '/api/chat/socket',
    end: '/api/chat/end',
    rate: '/api/chat/rate',
    orders: '/api/chat/orders',
    deskConversations: '/api/chat/desk/conversations',
    deskConversation: '/api/chat/desk/conversation',
    deskTake: '/api/chat/desk/take',
    deskTransfer: '/api/chat/desk/transfer',
    deskClose: '/api/chat/desk/close',
    deskAgents: '/api/chat/desk/agents',
  } as const;
}
