import { Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { QueryProvider } from '../../lib/query-provider.tsx';

/** The OAuth payment flow: logo only, no navigation away from the flow (spec §2). */
export function Component() {
  return (
    <QueryProvider>
      <div className="flex min-h-dvh flex-col">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
            <Logo />
          </div>
        </header>
        {/* As wide as the invoice beside its data (invoice-info step); each step narrows itself. */}
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-10">
          <Outlet />
        </main>
      </div>
    </QueryProvider>
  );
}
