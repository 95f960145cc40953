import { Hammer } from 'lucide-react';
import { useLocation } from 'react-router';
import { OPS_NAV } from '../nav.ts';
import { OpsPageHeader, OpsPanel } from './ops-page.tsx';

/** A screen not built yet: its nav label as the title. */
export function Component() {
  const { pathname } = useLocation();
  const item = OPS_NAV.flatMap((g) => g.items).find((i) => pathname.startsWith(i.to));
  return (
    <>
      <OpsPageHeader title={item?.label ?? '準備中'} />
      <OpsPanel>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Hammer className="size-5 text-amber-600" aria-hidden="true" />
          この画面は準備中です。
        </p>
      </OpsPanel>
    </>
  );
}
