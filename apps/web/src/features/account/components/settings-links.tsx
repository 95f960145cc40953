import { Building2, ChevronRight, CreditCard, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';

const LINKS: readonly { to: string; label: string; description: string; icon: LucideIcon }[] = [
  { to: paths.company(), label: '登録情報', description: '事業者情報と振込名義人', icon: Building2 },
  { to: paths.creditcards(), label: 'お支払い方法', description: '支払に使うクレジットカード', icon: CreditCard },
  { to: paths.security(), label: 'セキュリティ設定', description: '2段階認証とログイン中の端末', icon: ShieldCheck },
];

/** The other settings pages, from /myaccount. */
export function SettingsLinks() {
  return (
    <Card flush>
      <CardTitle className="px-5 pt-5 sm:px-8 sm:pt-6">その他の設定</CardTitle>
      <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
        {LINKS.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex items-center gap-4 px-5 py-4 hover:bg-slate-50 sm:px-8">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-500">{description}</span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
