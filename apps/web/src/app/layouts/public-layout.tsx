import { Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';

/** Public pages: no header, the logo above one centred column (spec §2). */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-center px-4 pt-10 pb-6 sm:pt-14">
        <Logo />
      </header>
      <main className="flex-1 px-4 pb-12">
        <Outlet />
      </main>
      <footer className="px-4 pb-8 text-center text-xs text-slate-500">© 請求書カード払い</footer>
    </div>
  );
}

export default PublicLayout;
