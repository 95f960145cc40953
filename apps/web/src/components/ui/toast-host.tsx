import { lazy, Suspense, useState } from 'react';
import { useToastStore } from './toast-store.ts';

const RadixToastHost = lazy(() => import('./toast.tsx').then((m) => ({ default: m.RadixToastHost })));

/** Mounts the Radix toast provider with the first toast and keeps it mounted from then on. */
export function ToastHost() {
  const hasToasts = useToastStore((s) => s.items.length > 0);
  const [mounted, setMounted] = useState(false);
  if (hasToasts && !mounted) setMounted(true);
  if (!mounted && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <RadixToastHost />
    </Suspense>
  );
}
