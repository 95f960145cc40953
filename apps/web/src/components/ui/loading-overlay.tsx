import { Spinner } from './spinner.tsx';

/** Full-screen veil with a spinner while the shared loading flag is set (spec §2). */
export function LoadingOverlay({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <div
      className="fixed inset-0 z-[100] flex animate-[icp-fade-in_150ms_ease-out] items-center justify-center bg-white/60 backdrop-blur-[1px]"
      aria-live="polite"
      aria-busy="true"
    >
      <div className="rounded-2xl bg-white p-5 shadow-lg">
        <Spinner className="size-9 text-brand-600" label="処理中です" />
      </div>
    </div>
  );
}
