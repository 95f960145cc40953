import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { patterns, paths } from '../lib/paths.ts';
import type { RouteHandle } from '../lib/workflow.ts';
import { lazyRoute } from './chunk-reload.ts';
import { enterSignin, legacyOauthInvoiceInfo, requireLogin, requireRegisteredUser } from './guards.ts';
import { loadUserIfLoggedIn, registrationLoader } from './loaders.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootErrorBoundary, RootFallback, RootShell } from './root.tsx';

/** A route module: every screen exports its `Component`. */
type Loader = () => Promise<{ Component: ComponentType }>;

/** One lazily loaded screen. `handle` is static so workflows are known before the chunk loads. */
const page = (path: string, load: Loader, handle?: RouteHandle, extra?: Partial<RouteObject>): RouteObject =>
  ({ path, lazy: lazyRoute(load), ...(handle ? { handle } : {}), ...extra }) as RouteObject;

const paymentCreate: RouteHandle = { workflow: 'paymentCreate' };
const supplierRegistration: RouteHandle = { workflow: 'supplierRegistration' };
const oauthPayment: RouteHandle = { workflow: 'oauthPayment' };
const invoicePayment: RouteHandle = { workflow: 'invoicePayment' };

/**
 * A payments list and its detail (/payments/<tab> and /payments/<tab>/:id). The list is the index,
 * so a detail does not load the list's code (docs/design.md §9 budget).
 */
const paymentList = (
  tab: 'draft' | 'review' | 'reserved' | 'history' | 'waiting',
  load: Loader,
  loadDetail: Loader,
): RouteObject => ({
  path: `/payments/${tab}`,
  children: [
    { index: true, lazy: lazyRoute(load) },
    { path: ':id', lazy: lazyRoute(loadDetail) },
  ],
});

/** Every route of spec §2, each with its layout. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: RootFallback,
      children: [
        // The loader always redirects; the empty Component only tells the router this leaf is a page.
        { index: true, loader: () => redirect(paths.signin()), Component: () => null },

        // Public layout (no header).
        {
          Component: PublicLayout,
          children: [
            page(patterns.signin, () => import('../features/auth/routes/signin.tsx'), undefined, { loader: enterSignin }),
            // Registration prefetches in its loaders and needs no query cache.
            page(patterns.registration, () => import('../features/registration/routes/registration.tsx'), undefined, {
              loader: registrationLoader,
            }),
            page(
              patterns.registrationConfirm,
              () => import('../features/registration/routes/registration-confirm.tsx'),
              undefined,
              {
                loader: registrationLoader,
              },
            ),
            page(
              patterns.registrationResult,
              () => import('../features/registration/routes/registration-result.tsx'),
              undefined,
              {
                loader: requireLogin,
              },
            ),
            // The other public pages use TanStack Query: its provider loads with them.
            {
              lazy: lazyRoute(() => import('../lib/query-provider.tsx')),
              children: [
                page(patterns.signup, () => import('../features/auth/routes/signup.tsx')),
                page(patterns.signupCode, () => import('../features/auth/routes/signup-code.tsx')),
                page(patterns.onetimePassword, () => import('../features/auth/routes/onetime-password.tsx')),
                page(patterns.passwordSendEmail, () => import('../features/auth/routes/password-send-email.tsx')),
                page(patterns.passwordReset, () => import('../features/auth/routes/password-reset.tsx')),
                page(patterns.passwordReregistration, () => import('../features/auth/routes/password-reregistration.tsx')),
                page(patterns.editEmailComplete, () => import('../features/account/routes/edit-email-complete.tsx')),
                page(patterns.oauthAuthorize, () => import('../features/oauth/routes/authorize.tsx')),
                page(patterns.oauthOnetimePassword, () => import('../features/oauth/routes/onetime-password.tsx')),
              ],
            },
          ],
        },

        // Main layout (header), login required.
        {
          id: 'main',
          loader: requireRegisteredUser,
          shouldRevalidate: () => true,
          lazy: lazyRoute(() => import('./layouts/main-layout.tsx')),
          children: [
            page(patterns.toppage, () => import('../features/toppage/routes/toppage.tsx')),
            {
              path: patterns.notifications,
              lazy: lazyRoute(() => import('../features/notifications/routes/notifications.tsx')),
              children: [
                { path: ':id', lazy: lazyRoute(() => import('../features/notifications/routes/notification-detail.tsx')) },
              ],
            },
            page(patterns.myaccount, () => import('../features/account/routes/myaccount.tsx')),
            page(patterns.editEmailAddress, () => import('../features/account/routes/edit-email-address.tsx')),
            page(patterns.editEmailAuth, () => import('../features/account/routes/edit-email-auth.tsx')),
            page(patterns.editPassword, () => import('../features/account/routes/edit-password.tsx')),
            page(patterns.company, () => import('../features/account/routes/company.tsx')),
            page(patterns.creditcards, () => import('../features/account/routes/creditcards.tsx')),
            page(patterns.security, () => import('../features/security/routes/security.tsx')),
            page(patterns.termsOfService, () => import('../features/terms/routes/terms-of-service.tsx')),

            {
              // The list is the index, so /suppliers/:id/… do not load the list's code.
              path: patterns.suppliers,
              children: [
                { index: true, lazy: lazyRoute(() => import('../features/suppliers/routes/suppliers.tsx')) },
                { path: ':id', lazy: lazyRoute(() => import('../features/suppliers/routes/supplier-detail.tsx')) },
                {
                  path: ':id/payment-history',
                  lazy: lazyRoute(() => import('../features/suppliers/routes/supplier-payment-history.tsx')),
                },
                {
                  path: ':id/payment-history/:paymentId',
                  lazy: lazyRoute(() => import('../features/suppliers/routes/supplier-payment-history-detail.tsx')),
                },
                {
                  path: ':id/collection-history/:paymentId',
                  lazy: lazyRoute(() => import('../features/suppliers/routes/supplier-collection-history-detail.tsx')),
                },
              ],
            },
            page(patterns.supplierAddCompany, () => import('../features/suppliers/routes/add-company.tsx'), supplierRegistration),
            page(patterns.supplierAddBank, () => import('../features/suppliers/routes/add-bank.tsx'), supplierRegistration),
            page(patterns.supplierAddConfirm, () => import('../features/suppliers/routes/add-confirm.tsx'), supplierRegistration),

            paymentList(
              'draft',
              () => import('../features/payments/lists/routes/draft-list.tsx'),
              () => import('../features/payments/create/routes/draft-detail.tsx'),
            ),
            paymentList(
              'review',
              () => import('../features/payments/lists/routes/review-list.tsx'),
              () => import('../features/payments/detail/routes/payment-detail.tsx'),
            ),
            paymentList(
              'reserved',
              () => import('../features/payments/lists/routes/reserved-list.tsx'),
              () => import('../features/payments/detail/routes/payment-detail.tsx'),
            ),
            paymentList(
              'history',
              () => import('../features/payments/lists/routes/history-list.tsx'),
              () => import('../features/payments/detail/routes/payment-detail.tsx'),
            ),
            paymentList(
              'waiting',
              () => import('../features/payments/lists/routes/waiting-list.tsx'),
              () => import('../features/payments/detail/routes/payment-detail.tsx'),
            ),
            page(
              patterns.paymentsWaitingCreditcard,
              () => import('../features/payments/requests/routes/waiting-creditcard.tsx'),
              invoicePayment,
            ),
            page(patterns.paymentsCreate, () => import('../features/payments/create/routes/create.tsx'), paymentCreate),
            page(
              patterns.paymentsAddInvoiceInfo,
              () => import('../features/payments/create/routes/add-invoice-info.tsx'),
              paymentCreate,
            ),
            page(patterns.paymentsAddConfirm, () => import('../features/payments/create/routes/add-confirm.tsx'), paymentCreate),
            page(
              patterns.paymentsEditInvoiceInfo,
              () => import('../features/payments/edit/routes/edit-invoice-info.tsx'),
              paymentCreate,
            ),
            page(patterns.paymentsEditConfirm, () => import('../features/payments/edit/routes/edit-confirm.tsx'), paymentCreate),
            page(patterns.paymentsComplete, () => import('../features/payments/create/routes/complete.tsx'), paymentCreate),
          ],
        },

        // Help (操作マニュアル, よくある質問): public. Logged in, the user is loaded for the header;
        // a dead session simply reads them logged out.
        {
          id: 'help',
          loader: loadUserIfLoggedIn,
          lazy: lazyRoute(() => import('./layouts/help-layout.tsx')),
          children: [
            page(patterns.helpManual, () => import('../features/help/routes/manual.tsx')),
            page(patterns.helpFaq, () => import('../features/help/routes/faq.tsx')),
          ],
        },

        // Simple layout (logo only), login required: the OAuth payment flow.
        {
          id: 'simple',
          loader: requireRegisteredUser,
          shouldRevalidate: () => true,
          lazy: lazyRoute(() => import('./layouts/simple-layout.tsx')),
          children: [
            page(patterns.oauthPaymentsSelection, () => import('../features/payments/oauth/routes/selection.tsx'), oauthPayment),
            page(
              patterns.oauthPaymentsInvoiceInfo,
              () => import('../features/payments/oauth/routes/invoice-info.tsx'),
              oauthPayment,
            ),
            page(patterns.oauthPaymentsConfirm, () => import('../features/payments/oauth/routes/confirm.tsx'), oauthPayment),
            page(patterns.oauthPaymentsComplete, () => import('../features/payments/oauth/routes/complete.tsx'), oauthPayment),
            { path: patterns.oauthPaymentsLegacyInvoiceInfo, loader: legacyOauthInvoiceInfo },
          ],
        },

        // The operator console (issue 14): its own layout and route tree, one lazy entry, so none of
        // it reaches the buyers' chunks.
        { path: '/ops/*', lazy: lazyRoute(() => import('../ops/entry.tsx')) },

        // Blank layout: the error page, for /error/:title/:message and every unknown path.
        {
          lazy: lazyRoute(() => import('./layouts/blank-layout.tsx')),
          children: [
            page(patterns.error, () => import('../features/errors/routes/error-page.tsx')),
            page(patterns.notFound, () => import('../features/errors/routes/error-page.tsx')),
          ],
        },
      ],
    },
  ];
}
