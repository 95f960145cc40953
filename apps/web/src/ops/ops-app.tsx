import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { isRouteErrorResponse, Link, Navigate, useRouteError, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { lazyRoute } from '../app/chunk-reload.ts';
import { OpsLayout, OpsPageFallback } from './components/ops-layout.tsx';
import { OpsTitle } from './components/ops-page.tsx';
import { opsPaths } from './lib/ops-paths.ts';
import { opsQueryClient } from './lib/ops-query.ts';
import type { OpsScreen } from './screen.ts';
import { EXAMINATION_SCREENS } from './screens.tsx';
import { PAYOUTS_ADMIN_SCREENS } from './screens-payouts-admin.tsx';
import { INTEGRATION_SCREENS } from './screens-integrations.tsx';

/*
 * The operator console (issue 14): everything below /ops, loaded through entry.tsx (the one lazy
 * entry in app/routes.tsx), so none of the console's code (nor its route table) is in the buyers' chunks.
 */

// A screen's chunk that fails to load (an old tab after a deploy) reloads the page once, as the buyers' routes do.
const screenElement = (load: OpsScreen['load']) => {
  const Screen = lazy(() => lazyRoute(load)().then((m) => ({ default: m.Component as ComponentType })));
  return <Screen />;
};

const LoginPage = lazy(() => lazyRoute(() => import('./auth/login-page.tsx'))().then((m) => ({ default: m.Component })));

function buildRoutes(): RouteObject[] {
  return [
    {
      path: 'login',
      element: (
        <Suspense fallback={<OpsPageFallback />}>
          <LoginPage />
        </Suspense>
      ),
    },
    {
      element: <OpsLayout />,
      children: [
        { index: true, element: <Navigate to={opsPaths.home()} replace /> },
        ...[...EXAMINATION_SCREENS, ...PAYOUTS_ADMIN_SCREENS, ...INTEGRATION_SCREENS].map((s) => ({
          path: s.path,
          element: screenElement(s.load),
        })),
        { path: '*', element: <OpsNotFound /> },
      ],
    },
  ];
}

// Built once: each screen's lazy component must stay the same between renders.
const OPS_ROUTES = buildRoutes();

function OpsRoutes() {
  return useRoutes(OPS_ROUTES);
}

export function OpsApp() {
  return (
    <QueryClientProvider client={opsQueryClient}>
      <OpsRoutes />
    </QueryClientProvider>
  );
}

function OpsNotFound() {
  return <OpsProblem title="ページが見つかりません" message="お探しのページは運用コンソールにありません。" />;
}

function OpsProblem({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center">
      <OpsTitle title={title} />
      <TriangleAlert className="mx-auto size-8 text-amber-600" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-600">{message}</p>
      <Link to={opsPaths.home()} className="mt-5 inline-block font-semibold text-brand-700 underline underline-offset-4">
        審査キューへ戻る
      </Link>
    </div>
  );
}

/** A screen that threw: shown in the console's words, with a way back into the console. */
export function OpsErrorView() {
  const error = useRouteError();
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="min-h-dvh bg-slate-100 px-4 py-12">
      <OpsProblem
        title={notFound ? 'ページが見つかりません' : 'エラーが発生しました'}
        message={
          notFound
            ? 'お探しのページは運用コンソールにありません。'
            : '画面を表示できませんでした。ページを再読み込みしてください。\n解決しない場合は開発担当に連絡してください。'
        }
      />
    </main>
  );
}
