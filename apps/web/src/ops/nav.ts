import {
  Banknote,
  Building2,
  CalendarOff,
  ClipboardCheck,
  FileKey,
  FileText,
  Megaphone,
  Plug,
  RefreshCcw,
  Scale,
  ScrollText,
  Send,
  Tag,
  Users,
  Webhook,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { OperatorRole } from './lib/ops-session.ts';
import { opsPaths } from './lib/ops-paths.ts';

export interface OpsNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface OpsNavGroup {
  label: string;
  /** Shown only to operators holding one of these roles (absent: everyone). */
  roles?: OperatorRole[];
  items: OpsNavItem[];
}

/** The console's left navigation (issue 14). Add a screen here and in screens*.tsx. */
export const OPS_NAV: OpsNavGroup[] = [
  {
    label: '業務',
    items: [
      { label: '審査キュー', to: opsPaths.examination(), icon: ClipboardCheck },
      { label: '支払先審査', to: opsPaths.suppliers(), icon: Building2 },
      { label: '振込バッチ', to: opsPaths.batches(), icon: Send },
      { label: '入出金', to: opsPaths.money(), icon: Banknote },
      { label: '監査ログ', to: opsPaths.audit(), icon: ScrollText },
    ],
  },
  {
    label: '管理',
    roles: ['admin'],
    items: [
      { label: '運用者', to: opsPaths.operators(), icon: Users },
      { label: '休業日', to: opsPaths.closedDays(), icon: CalendarOff },
      { label: 'お知らせ', to: opsPaths.notices(), icon: Megaphone },
      { label: 'プロモーション', to: opsPaths.promotions(), icon: Tag },
      { label: '利用規約', to: opsPaths.terms(), icon: FileText },
      { label: '請求キー', to: opsPaths.requestKeys(), icon: FileKey },
      { label: '決済処理の再試行', to: opsPaths.gatewayOperations(), icon: RefreshCcw },
      { label: '元帳検証', to: opsPaths.ledger(), icon: Scale },
    ],
  },
  {
    label: '連携',
    roles: ['admin'],
    items: [
      { label: '連携アプリ', to: opsPaths.partnerClients(), icon: Plug },
      { label: 'Webhook配信', to: opsPaths.webhookDeliveries(), icon: Webhook },
    ],
  },
];
