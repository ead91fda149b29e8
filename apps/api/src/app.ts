import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Database } from './db/database';
import type { ServerEnv } from './env';
import { isBadInputFromDatabase, isDatabaseUnavailable } from './http/errors';
import { logSerializers } from './http/logging';
import { fastifyTrustProxy } from './http/proxyTrust';
import { refuseCoercedJson } from './http/strictJson';
import { contentSecurityPolicy, isFramedBySelf, isPageRequest, strictTransportSecurity } from './http/security';
import { injectFetch, loadPageRenderer, scriptNonceOf, scriptNonceSource } from './http/pages';
import { articleRoutes } from './routes/articles';
import { contentRoutes } from './routes/content';
import { goodsRoutes } from './routes/goods';
import { searchRoutes } from './routes/search';
import { mediaRoutes } from './media/routes';
import { devRoutes } from './routes/dev';
import { storeRoutes } from './routes/stores';
import { footprintRoutes } from './routes/footprints';
import { cartRoutes } from './routes/cart';
import { staffRoutes } from './routes/staff';
import { registerTokens } from './http/caller';
import { serveOpsConsole } from './http/opsConsole';
import { authRoutes } from './routes/auth';
import { memberRoutes } from './routes/member';
import { membershipRoutes } from './routes/membership';
import { clauseRoutes } from './routes/clauses';
import { checkoutRoutes } from './routes/checkout';
import { giftRoutes } from './routes/gifts';
import { snapshotRoutes } from './routes/snapshots';
import { orderCentreRoutes } from './routes/orderCentre';
import { logisticsRoutes } from './routes/logistics';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payment';
import { royaltyRoutes } from './routes/royalty';
import { uploadRoutes } from './routes/uploads';
import { reviewRoutes } from './routes/reviews';
import { diskBlobStore } from './adapters/blobStore';
import { uploadService } from './services/uploads';
import { uploadPaths } from '@mall/contract/uploads';
import { notifySecret, sandboxRefundGateway } from './adapters/sandboxPayment';
import { refundService } from './services/refunds';
import { refundRoutes } from './routes/refunds';
import { captchaOf } from './services/accounts';
import { serviceService } from './services/service';
import { serviceRoutes } from './routes/service';
import { opsServiceRoutes } from './routes/opsService';
import { guaranteeService } from './services/guarantees';
import { guaranteeRoutes } from './routes/guarantees';
import { healthRoutes } from './routes/health';
import { simulatedEInvoice } from './adapters/eInvoice';
import { devOutboxMail } from './adapters/mail';
import { pdfRenderer } from './pdf/pdfPool';
import { invoiceService } from './services/invoices';
import { invoiceRoutes } from './routes/invoices';
import { chatService, chatSigningKey, hoursOf } from './services/chat';
import { chatRoutes } from './routes/chat';
import { chatDeskRoutes } from './routes/chatDesk';
import { CHAT_MAX_FRAME_BYTES, chatSocketRoutes } from './routes/chatSocket';
import websocket from '@fastify/websocket';
import { seoRoutes } from './routes/seo';
import { guardOpsRoutes, opsSecurityScheme } from './http/opsRoute';
import { opsStaffService } from './services/opsStaff';
import { opsOrderService } from './services/opsOrders';
import { opsOrderRoutes } from './routes/opsOrders';
import { opsAdminRoutes } from './routes/opsAdmin';
import { opsAftersaleRoutes } from './routes/opsAftersales';
import { aftersaleService } from './services/aftersales';
import { simulatedWarehouse } from './adapters/warehouse';

/** The CSP with a per-response script nonce beside 'self' (issue #16: React's inline scripts in server-rendered pages). */
function withScriptNonce(directives: ReturnType<typeof contentSecurityPolicy>) {
  return { ...directives, scriptSrc: [...(directives.scriptSrc ?? []), scriptNonceSource] };
}

export type AppOptions = {
  env: ServerEnv;
  database: Database;
  /** false in tests that assert on responses only. */
  logger?: boolean;
  /** Now; tests pass a fixed instant. */
  clock?: () => Date;
  /** Where log lines go (stdout when not given); tests capture them to check redaction. */
  logStream?: { write(line: string): void };
};

/** Log fields that must never reach a log line: credentials, codes and tokens (DESIGN.md §6). */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.idtoken',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.smsCode',
  '*.pointPwd',
  '*.idToken',
  '*.code_verifier',
  '*.codeVerifier',
  '*.ticket',
  '*.pass_token',
  '*.passToken',
  '*.captcha_output',
  '*.captchaOutput',
];

/**
 * The reference server: the built mall, `/config.json` and the API on one origin (DESIGN.md §5).
 * Later issues register the call contract's route groups here.
 */
export async function buildApp({
  env,
  database,
  logger = true,
  clock = () => new Date(),
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: fastifyTrustProxy(env.trustProxy),
    logger: logger
      ? {
          level: env.logLevel,
          redact: { paths: redactedLogPaths, censor: '[redacted]' },
          serializers: logSerializers,
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    // Bodies beyond this are refused with 413, not buffered.
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: withScriptNonce(contentSecurityPolicy(env.runtimeConfig, false)),
    },
    // HSTS only when the request really came over https (set below), never on plain-http dev.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The legacy twin of frame-ancestors 'none' for browsers that predate CSP 2.
    frameguard: { action: isFramedBySelf(env.runtimeConfig.webViewHosts) ? 'sameorigin' : 'deny' },
  });
  // Pages, API answers and files without a compressed copy go out compressed (issue #16: the first view
  // on a phone was the whole uncompressed shell); brotli at quality 4 costs little per response. The
  // built front end carries its own .br/.gz copies (preCompressed below).
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', strictTransportSecurity);
    }
  });

  // A JSON body's numbers must be numbers (issue #28 §6); query strings still coerce.
  refuseCoercedJson(app);

  // Malformed input is the caller's fault: a 4xx with a clear message, never a 500 (issue #3).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isBadInputFromDatabase(error)) {
      request.log.warn({ err: error }, 'input the schema let through was refused by the database');
      return reply.status(400).send({ code: 400, msg: '请求参数有误：取值超出范围或格式不正确' });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting (issue #17): the instance recovers by itself when it is back.
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 503, msg: '服务暂时不可用：数据库连接中断，请稍后再试' });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ code: 500, msg: '服务繁忙，请稍后再试' });
    }
    return reply
      .status(status)
      .send({ code: status, msg: error.validation ? `请求参数有误：${error.message}` : error.message });
  });

  // The call contract as OpenAPI at /docs (DESIGN.md §4): every route's schema, from packages/contract.
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${env.runtimeConfig.brand.name} 官方商城 API`,
        version: '1.0.0',
        description: '参考服务器实现的调用约定（spec §7）。金额以元字符串或分为单位，见各字段说明。',
      },
      // The operations console's calls (issue #29) name this in their security requirement.
      components: { securitySchemes: opsSecurityScheme },
    },
  });
  // Our own CSP covers the docs too: no external validator, no inline script. Published only when API_DOCS allows
  // (off in production unless asked for, issue #28 §6): the whole API is a map for an attacker.
  if (env.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });

  // idTokens (DESIGN.md §6): every route group resolves its caller through app.tokens / requestUser.
  await registerTokens(app, {
    db: database.db,
    clock,
    issuer: `urn:${env.runtimeConfig.productCode}:accounts`,
    audience: env.runtimeConfig.appId,
  });

  const context = { database, clock, productCode: env.runtimeConfig.productCode };
  // The operations console (issue #29): no route under -ops-server/ registers without a permission.
  const registeredRoutes = guardOpsRoutes(app);
  app.decorate('registeredRoutes', registeredRoutes);
  const opsStaff = opsStaffService(database.db);
  app.decorate('opsStaffOf', opsStaff.staffOf);
  // Photos (issue #12): bytes under the data folder; refunds and reviews give out their links, and
  // the goods page shows published review photos by their public link.
  const uploads = await uploadService(database.db, diskBlobStore(path.join(env.dataDir, 'uploads')), clock, (id) =>
    uploadPaths(env.runtimeConfig.productCode).uploadedImage.replace(':id', id),
  );
  const photoLink = (id: string) => uploads.linkOf(id, true);
  await app.register(contentRoutes, context);
  await app.register(articleRoutes, context);
  await app.register(storeRoutes, context);
  await app.register(goodsRoutes, { ...context, photoLink });
  await app.register(searchRoutes, context);
  await app.register(footprintRoutes, context);
  await app.register(cartRoutes, context);
  await app.register(mediaRoutes);
  await app.register(authRoutes, { ...context, env });
  // The chat identity (spec §7, issue #15): Udesk's key when configured; the local chat verifies
  // with the same key, or with one kept for this install when none is configured.
  const chatKey =
    env.chatProvider === 'udesk' ? env.udeskImUserKey : await chatSigningKey(database.db, env.udeskImUserKey);
  await app.register(memberRoutes, { ...context, udeskImUserKey: chatKey });
  await app.register(membershipRoutes, context);
  await app.register(clauseRoutes, context);
  await app.register(staffRoutes, { ...context, env });
  await app.register(checkoutRoutes, { ...context, checkout: env.checkout });
  await app.register(orderRoutes, { ...context, checkout: env.checkout });
  // Refunds (issue #12): the sandbox PSP sends the money back and signs its notice with the payment notices' secret.
  const refundGateway = sandboxRefundGateway(await notifySecret(database.db, env.checkout.payNotifySecret), clock);
  const refunds = refundService(database.db, clock, { gateway: refundGateway, linkOf: uploads.linkOf });
  await app.register(orderCentreRoutes, { ...context, refunds });
  await app.register(logisticsRoutes, { ...context, fulfilment: env.fulfilment });
  await app.register(giftRoutes, context);
  await app.register(snapshotRoutes, context);
  await app.register(paymentRoutes, { ...context, checkout: env.checkout });
  await app.register(royaltyRoutes, context);
  await app.register(uploadRoutes, { ...context, uploads });
  await app.register(refundRoutes, { ...context, refunds });
  await app.register(reviewRoutes, { ...context, photoLink });
  // Feedback and enterprise inquiries (issue #14): an inquiry sits behind the captcha sends and logins use.
  const { captcha } = captchaOf({ db: database.db, clock, env });
  const service = serviceService(database.db, clock, { linkOf: uploads.linkOf, captcha });
  await app.register(serviceRoutes, { ...context, service });
  // PDFs (invoices, guarantee certificates) are drawn on a worker thread, started on first use.
  const pdf = pdfRenderer();
  app.addHook('onClose', async () => pdf.close());
  const brand = env.runtimeConfig.brand.name;
  // Electronic guarantees and the public verification (issue #14), behind the same captcha.
  const guarantees = guaranteeService(database.db, clock, { captcha, pdf, brand, origin: env.publicOrigin });
  await app.register(guaranteeRoutes, { ...context, guarantees });
  // Invoices (issue #14): the issuing simulator behind the e-invoice seam, mails through the dev outbox.
  const invoices = invoiceService(database.db, clock, {
    gateway: simulatedEInvoice(env.invoicing.seller),
    mail: devOutboxMail(database.db, clock),
    pdf,
    brand,
  });
  await app.register(invoiceRoutes, { ...context, invoices, sweepSeconds: env.invoicing.sweepSeconds });
  // The mall's own customer-service chat (issue #15); with Udesk configured it is not served at all.
  if (env.chatProvider === 'local') {
    const chat = await chatService(database.db, clock, {
      signingKey: chatKey,
      hours: hoursOf(env.runtimeConfig.support),
      linkOf: uploads.linkOf,
      publish: (event) => database.notify('chat', JSON.stringify(event)),
    });
    await app.register(websocket, { options: { maxPayload: CHAT_MAX_FRAME_BYTES } });
    await app.register(chatRoutes, { ...context, chat });
    await app.register(chatDeskRoutes, { ...context, chat });
    await app.register(chatSocketRoutes, { ...context, chat });
  }
  await app.register(seoRoutes, {
    ...context,
    publicOrigin: env.publicOrigin,
    brandLogo: env.runtimeConfig.brand.logo,
  });
  await app.register(opsAdminRoutes, { ...context, opsStaff });
  // Shipping by hand goes through the warehouse the sweep uses (the simulator; a WMS adapter in production).
  const opsOrders = opsOrderService(database.db, clock, simulatedWarehouse());
  await app.register(opsOrderRoutes, { ...context, opsOrders, pdf, brandName: env.runtimeConfig.brand.name });
  // After-sales (issue #29): decisions on refunds go through services/refunds.ts, above the threshold by two people.
  await app.register(opsAftersaleRoutes, {
    ...context,
    aftersales: aftersaleService(database.db, clock, {
      refunds,
      opsOrders,
      secondApprovalFen: env.checkout.refundSecondApprovalFen ?? 500_000,
    }),
  });
  await app.register(opsServiceRoutes, { ...context, service });
  if (!env.isProduction) {
    await app.register(devRoutes, context);
  }

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return env.runtimeConfig;
  });

  await app.register(healthRoutes, { database });

  // The operations console (issue #29), before the mall's pages take every other address.
  await serveOpsConsole(app, env.opsDir);

  const indexPath = path.join(env.staticDir, 'index.html');
  const hasMall = existsSync(indexPath);
  if (hasMall) {
    await app.register(fastifyStatic, {
      root: env.staticDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite's hashed assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`no built mall at ${env.staticDir}: run \`pnpm build\` (pages answer 404 until then)`);
  }
  // The public pages are rendered here with their data (issue #16); the others get index.html.
  const renderPage = hasMall ? await loadPageRenderer(env.staticDir) : null;

  const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const productCode = env.runtimeConfig.productCode;
    if (hasMall && isPageRequest(request.method, request.url, request.headers.accept, productCode)) {
      reply.header('cache-control', 'no-cache');
      const page = renderPage
        ? await renderPage({
            url: request.url,
            origin: env.publicOrigin,
            cookie: request.headers.cookie,
            config: env.runtimeConfig,
            fetch: injectFetch(app, request.ip),
            nonce: scriptNonceOf(reply.raw),
            onRenderError: (error) => request.log.warn({ err: error }, 'part of a page was left to the browser'),
          }).catch((error: unknown) => {
            // A page that cannot be rendered here is still rendered by the browser.
            request.log.error({ err: error }, 'server rendering failed; sending index.html');
            return null;
          })
        : null;
      if (page && 'location' in page) return reply.redirect(page.location, page.status);
      if (page) return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ code: 404, msg: `没有这个地址：${request.method} ${request.url.split('?')[0]}` });
  };
  // Pages are answered by a GET route (compression hooks attach to routes, not to the not-found
  // handler) behind every more specific one; other methods on unknown paths get the JSON 404.
  app.get('/*', { schema: { hide: true } }, pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);

  return app;
}
