import { lazy, Suspense } from 'react';
import { Spinner } from '../components/ui/spinner.tsx';
import { lazyRoute } from '../app/chunk-reload.ts';

/*
 * The console's one entry in app/routes.tsx. Deliberately almost empty: the entry chunk lists the
 * chunks each lazy route preloads, so everything the console imports is reached from here through
 * one more import() — the buyers' /signin pays a few bytes for this module and nothing else.
 */
const load = lazyRoute(() => import('./ops-app.tsx'));
const OpsApp = lazy(() => load().then((m) => ({ default: m.OpsApp })));
const OpsError = lazy(() => load().then((m) => ({ default: m.OpsErrorView })));

function Loading() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-600">
      <Spinner className="size-8" label="読み込み中です" />
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<Loading />}>
      <OpsApp />
    </Suspense>
  );
}

export function ErrorBoundary() {
  return (
    <Suspense fallback={<Loading />}>
      <OpsError />
    </Suspense>
  );
}
