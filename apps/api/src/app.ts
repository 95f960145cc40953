import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, ERROR_CODES } from '@icp/contract';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from './app-deps.ts';
import { type CreateDepsOptions, createDeps } from './create-deps.ts';
import type { Config } from './config.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bankRoutes } from './modules/banks/routes.ts';
import { corporationRoutes } from './modules/corporations/routes.ts';
import { creditCardRoutes } from './modules/payments/cards/routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.ts';
import { draftRoutes } from './modules/drafts/routes.ts';
import type { CardAcquirer } from './platform/card-gateway/acquirer/create-acquirer.ts';
import { mountAcquirerRoutes } from './platform/card-gateway/acquirer/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { invoiceFileRoutes, localFileTransferRoutes } from './modules/invoice-files/routes.ts';
import { invoiceRoutes } from './modules/payments/invoices/routes.ts';
import { journalExportRoutes } from './modules/payments/exports/routes.ts';
import { paymentRoutes } from './modules/payments/creation/routes.ts';
import { postalCodeRoutes } from './modules/postal-codes/routes.ts';
import { requestKeyRoutes } from './modules/payments/request-keys/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { securityRoutes } from './modules/security/routes.ts';
import { supplierRoutes } from './modules/suppliers/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { errorHandler, frameworkErrorHandler } from './platform/http/error-handler.ts';
import { rejectUnsafeText } from './platform/http/reject-unsafe-text.ts';
import { addSecurityHeaders } from './platform/http/security-headers.ts';
import { addAccessLog } from './platform/http/access-log.ts';
import { responseSerializerCompiler } from './platform/http/response-serializer.ts';
import { recordRoutes } from './platform/http/route-table.ts';
import { registerRouteGuards } from './platform/http/serve-route.ts';
import { authenticate } from './modules/auth/authenticate.ts';
import { authenticateOperator } from './modules/operators/authenticate-operator.ts';
import { operatorAuthRoutes } from './modules/operators/routes.ts';
import { opsAdminRoutes } from './modules/ops-admin/routes.ts';
import { examinationRoutes } from './modules/examination/routes.ts';
import { prePaymentRoutes } from './modules/pre-payments/routes.ts';
import { payoutRoutes } from './modules/payouts/routes.ts';
import { authenticatePartner } from './modules/oauth/authenticate-partner.ts';
import { oauthProviderRoutes } from './modules/oauth/mount-provider.ts';
import { createOAuthServer } from './modules/oauth/oauth-server.ts';
import { oauthRoutes } from './modules/oauth/routes.ts';
import { partnerClientRoutes } from './modules/partner-clients/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import type { TrustProxy } from './platform/http/trust-proxy.ts';

// Zod's Japanese messages for anything our schemas do not phrase themselves.
z.config(z.locales.ja());

export interface BuildAppOptions extends Omit<CreateDepsOptions, 'log'> {
  logger?: boolean | object;
}

/** Assembles the HTTP app without listening, so tests drive it with inject(). */
export async function buildApp(
  options: BuildAppOptions,
): Promise<{ app: FastifyInstance; deps: AppDeps; acquirer: CardAcquirer }> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Signed download grants travel in the path (like presigned URLs); the default 100 is too short.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: frameworkErrorHandler,
    // Only the proxies the operator names may set the client address (TRUST_PROXY, off by default).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    forceCloseConnections: 'idle',
    // addAccessLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(errorHandler);
  addAccessLog(app);
  // On the root instance, before any route: every route's input is covered without opting in.
  app.addHook('preValidation', rejectUnsafeText);
  recordRoutes(app);

  const { deps, acquirer, close } = createDeps({ ...options, log: app.log });
  app.addHook('onClose', close);

  // Each auth kind of the contract's route table, and the guard that admits it (partners get
  // theirs with their area); a route of a kind without a guard cannot be registered.
  // The OAuth authorization server of partner apps (docs/decisions/0024): its keys come from the server secret.
  const oauth = createOAuthServer(deps, { jwtSecret: options.jwtSecret });
  registerRouteGuards(app, {
    buyer: authenticate(deps),
    operator: authenticateOperator(deps),
    partner: authenticatePartner(deps, oauth),
  });

  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects <style> for scroll locking; scripts stay strict (docs/decisions/0002).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins(config)],
        // Presigned S3 URLs: the browser PUTs uploads to the bucket, and shows previews from it (an
        // image as <img>; a PDF fetched by pdf.js, which the bucket's CORS rule must allow for GET).
        // …and the card acquirer's token endpoint (the card form posts the number there, not to us).
        connectSrc: ["'self'", ...storageOrigins(config), ...acquirer.browserOrigins.token],
        // The PDF preview's pdf.js worker, a build asset of our own origin; no blob: or CDN workers.
        workerSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  });

  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('cache-control', 'no-store');
    // The server's own time for the call (browser devtools show it; bench/invoice-list.mjs sums it
    // for the stats probes of a page load).
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  // The acquirer's pages under /gateway: 3-D Secure hand-over and return, and outside production
  // the embedded VeriTrans4G simulator (docs/decisions/0021).
  await mountAcquirerRoutes(app, acquirer);

  if (config.apiDocs) await registerApiDocs(app);

  await app.register(healthRoutes(deps));
  // oidc-provider's own endpoints under /oauth (authorize, token, revocation, jwks, metadata).
  await app.register(oauthProviderRoutes(oauth));
  await app.register(oauthRoutes(deps, oauth), { prefix: API_PREFIX });
  for (const routes of [
    authRoutes,
    userRoutes,
    systemRoutes,
    supplierRoutes,
    bankRoutes,
    corporationRoutes,
    postalCodeRoutes,
    creditCardRoutes,
    invoiceRoutes,
    journalExportRoutes,
    requestKeyRoutes,
    invoiceFileRoutes,
    localFileTransferRoutes,
    paymentRoutes,
    draftRoutes,
    notificationRoutes,
    accountRoutes,
    securityRoutes,
    payoutRoutes,
    operatorAuthRoutes,
    opsAdminRoutes,
    examinationRoutes,
    partnerClientRoutes,
    webhookRoutes,
    prePaymentRoutes,
  ]) {
    await app.register(routes(deps), { prefix: API_PREFIX });
  }
  if (!config.isProduction) {
    await app.register(devMailboxRoutes(deps));
  }

  await registerWebApp(app, config);

  return { app, deps, acquirer };
}

/**
 * Swagger UI at /api/docs and its OpenAPI JSON (API_DOCS): a map of every endpoint is handy in
 * development and needless exposure in production, where it is off unless asked for.
 */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '請求書カード払い API',
        version: '1.0.0',
        description: 'Buyer web app API. Errors: {status, message (日本語), errors?}.',
      },
      components: {
        securitySchemes: {
          idToken: { type: 'http', scheme: 'bearer' },
          accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** Fastify's typings take a hop count only as a function: trust the nearest `hops` addresses. */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Serves the built SPA on the same port: real files first, index.html for client-side routes. */
async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const distDir = resolve(config.webDistDir ?? 'apps/web/dist');
  const hasWeb = existsSync(resolve(distDir, 'index.html'));
  if (hasWeb) {
    // Hashed build assets never change: cache them for a year. Everything else revalidates.
    // The build writes .br/.gz beside each asset (apps/web/scripts/precompress.mjs).
    await app.register(fastifyStatic, {
      root: resolve(distDir, 'assets'),
      prefix: '/assets/',
      // One wildcard route instead of one route per file: no directory scan at start-up.
      wildcard: true,
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
    });
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      preCompressed: true,
      decorateReply: false,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Missing API paths and missing build assets are real 404s; every other GET is a client route.
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir, { cacheControl: false });
    }
    return reply.code(404).send({ status: 'not_found', message: ERROR_CODES.not_found.message });
  });
}

function storageOrigins(config: Config): string[] {
  if (!config.s3) return [];
  const endpoint = new URL(config.s3.endpoint);
  return [config.s3.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${config.s3.bucket}.${endpoint.host}`];
}
