import { Link } from 'react-router';
import { cn } from './cn.ts';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <rect x="6" y="9" width="20" height="14" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M6 13.5h20" stroke="#fff" strokeWidth="2.5" />
      <path d="M10 19h5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The service name with its mark; a link when `to` is given. */
export function Logo({ to, className }: { to?: string; className?: string }) {
  const content = (
    <>
      <LogoMark />
      <span className="text-[17px] font-bold tracking-tight text-slate-900">請求書カード払い</span>
    </>
  );
  const cls = cn('inline-flex items-center gap-2.5', className);
  return to ? (
    <Link to={to} className={cls} aria-label="請求書カード払い トップページへ">
      {content}
    </Link>
  ) : (
    <span className={cls}>{content}</span>
  );
}
