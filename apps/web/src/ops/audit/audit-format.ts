import type { AuditEntry } from './api.ts';

/** Japanese names of the actions the console and the app write; unknown ones show as recorded. */
const ACTION_LABELS: Record<string, string> = {
  'ops.auth.login_succeeded': 'ログイン',
  'ops.auth.login_failed': 'ログイン失敗',
  'ops.auth.password_ok': 'パスワード確認',
  'ops.auth.totp_enrolled': '認証アプリ登録',
  'ops.auth.logout': 'ログアウト',
  'ops.payouts.build': '振込バッチ作成',
  'ops.payouts.exclude_line': '明細の除外',
  'ops.payouts.restore_line': '明細を戻す',
  'ops.payouts.discard': '振込バッチ破棄',
  'ops.payouts.approve': '振込バッチ承認',
  'ops.payouts.download_file': '総合振込ファイルのダウンロード',
  'ops.payouts.mark_sent': '銀行へ送信済',
  'ops.payouts.line_result': '振込結果の記録',
  'ops.payouts.import_results': '結果ファイル取込',
  'ops.payouts.sync_bank_api': '銀行APIの照会',
  'ops.payouts.close': '振込バッチ完了',
  'ops.admin.operator_create': '運用者の作成',
  'ops.admin.operator_disable': '運用者の無効化',
  'ops.admin.role_change_propose': '権限変更の申請',
  'ops.admin.role_change_approve': '権限変更の承認',
  'ops.admin.role_change_reject': '権限変更の却下',
  'ops.admin.closed_day_add': '休業日の追加',
  'ops.admin.closed_day_remove': '休業日の削除',
  'ops.admin.ledger_verify': '元帳検証',
  'notice.published': 'お知らせ配信',
  'promotion.created': 'プロモーションコード発行',
  'terms.published': '利用規約の公開',
  'invoice.request_created': '請求キー作成',
  'gateway_operation.requeued': '決済処理の再試行',
  'invoice.check': '審査：確認済',
  'invoice.request_action': '審査：修正依頼',
  'invoice.complete': '審査：承認',
  'invoice.cancel': 'キャンセル',
  'invoice.transfer': '振込完了',
};

export const actionLabel = (action: string): string | null => ACTION_LABELS[action] ?? null;

const ACTOR_TYPES = { user: '利用者', operator: '運用者', system: 'システム' } as const;

/** Who did it: the operator's name, or the kind of actor and its id. */
export function actorLabel(e: Pick<AuditEntry, 'actor_type' | 'actor_id' | 'actor_name'>): string {
  if (e.actor_name) return e.actor_name;
  const kind = ACTOR_TYPES[e.actor_type];
  return e.actor_id ? `${kind} ${e.actor_id}` : kind;
}

/** A short, readable form of a detail value. */
export function showValue(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return v === '' ? '（空）' : v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(showValue).join('、');
  return JSON.stringify(v);
}

export interface Change {
  key: string;
  before: string;
  after: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * before → after of an entry's detail: field by field when both are objects (only the fields that
 * changed), else the two values whole. Null when the entry records no change.
 */
export function changesOf(detail: AuditEntry['detail']): Change[] | null {
  if (!detail) return null;
  // Payment transitions record from → to (statuses); operator actions before → after.
  const [bKey, aKey] =
    'before' in detail || 'after' in detail
      ? ['before', 'after']
      : 'from' in detail || 'to' in detail
        ? ['from', 'to']
        : [null, null];
  if (!bKey || !aKey) return null;
  const before = detail[bKey];
  const after = detail[aKey];
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.map((key) => ({ key, before: showValue(b[key]), after: showValue(a[key]) })).filter((c) => c.before !== c.after);
  }
  return [{ key: '', before: showValue(before), after: showValue(after) }];
}

const HIDDEN_KEYS = { operator_name: true } as const;

/** The rest of the detail (reason, amounts…), without what the row already shows. */
export function otherDetail(detail: AuditEntry['detail']): [string, string][] {
  if (!detail) return [];
  return Object.entries(detail)
    .filter(
      ([k]) =>
        !(k in HIDDEN_KEYS) &&
        !('before' in detail || 'after' in detail ? k === 'before' || k === 'after' : k === 'from' || k === 'to'),
    )
    .map(([k, v]) => [k, showValue(v)]);
}
