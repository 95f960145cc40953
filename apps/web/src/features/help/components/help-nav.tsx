import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../lib/paths.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

/** Between the two help pages; NavLink marks the current one with aria-current="page". */
export function HelpNav() {
  return (
    <nav aria-label="ヘルプ" className="mb-6 flex flex-wrap gap-2">
      <NavLink to={paths.helpManual()} className={tabClass}>
        操作マニュアル
      </NavLink>
      <NavLink to={paths.helpFaq()} className={tabClass}>
        よくある質問
      </NavLink>
    </nav>
  );
}
