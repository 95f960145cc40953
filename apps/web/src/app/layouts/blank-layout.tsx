import { Outlet } from 'react-router';

/** Spec §2: the blank layout wraps its content in a single main area. */
export function Component() {
  return (
    <main id="main" className="flex min-h-dvh items-center px-4 py-12">
      <div className="w-full">
        <Outlet />
      </div>
    </main>
  );
}
