import { paths, externalLinks } from '../../lib/paths.ts';
import { usePaymentsLanding, useStatsStore } from '../../lib/session/stats-store.ts';
import { useUserStore } from '../../lib/session/user-store.ts';

export interface NavItem {
  label: string;
  to: string;
  /** Path prefix that marks the item as current. */
  match: string;
  dot?: boolean;
  dotLabel?: string;
}

/** The header's main items (spec §2): payments (landing rule), collections (if enabled), suppliers. */
export function useNavItems(): NavItem[] {
  const landing = usePaymentsLanding();
  const actionRequired = useStatsStore((s) => s.stats.paymentsActionRequiredCount > 0);
  const collectionEnabled = useUserStore((s) => s.user?.collectionEnabled === true);
  const items: NavItem[] = [
    {
      label: '請求書カード払い',
      to: landing,
      match: '/payments',
      dot: actionRequired,
      dotLabel: '対応が必要な支払があります',
    },
  ];
  if (collectionEnabled) items.push({ label: 'カード払い依頼', to: '/collections', match: '/collections' });
  items.push({ label: '登録済み支払先', to: paths.suppliers('enable'), match: '/suppliers' });
  return items;
}

export interface MenuLink {
  label: string;
  to: string;
  external?: boolean;
}

export const USER_MENU_LINKS: readonly MenuLink[] = [
  { label: '登録情報', to: paths.company() },
  { label: 'ログイン情報', to: paths.myaccount() },
  { label: 'お支払い方法', to: paths.creditcards() },
  { label: 'セキュリティ設定', to: paths.security() },
  { label: '利用規約', to: paths.termsOfService() },
  { label: 'お問い合わせ', to: externalLinks.contact, external: true },
  { label: 'プライバシーポリシー', to: externalLinks.privacyPolicy, external: true },
];

/** In-app pages (features/help), public, so they open in this tab like any other screen. */
export const HELP_LINKS: readonly MenuLink[] = [
  { label: '操作マニュアル', to: paths.helpManual() },
  { label: 'よくある質問', to: paths.helpFaq() },
];
