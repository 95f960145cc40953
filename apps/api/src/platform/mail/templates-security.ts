import { JST_OFFSET_MS } from '@icp/domain';
import { compose } from './templates.ts';

/** '2026年7月5日 09:03' in Japan time (no daylight saving, so a fixed offset is exact). */
export function formatJstDateTime(instant: Date): string {
  const jst = new Date(instant.getTime() + JST_OFFSET_MS);
  const hh = String(jst.getUTCHours()).padStart(2, '0');
  const mm = String(jst.getUTCMinutes()).padStart(2, '0');
  return `${jst.getUTCFullYear()}年${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日 ${hh}:${mm}`;
}

const NOT_YOU =
  'お心当たりのない場合は、第三者がログインした可能性があります。至急パスワードを変更し、セキュリティ設定で不審な端末をログアウトさせたうえで、お問い合わせ窓口までご連絡ください。';

/** Security notices (セキュリティ設定 and login). None of them carries a secret or a code. */
export const securityMailTemplates = {
  totpEnabled: () =>
    compose('2段階認証（認証アプリ）を設定しました', [
      'ログイン時の2段階認証を、認証アプリで行う設定にしました。次回のログインからは、認証アプリに表示される6桁の認証コードを入力してください。',
      'スマートフォンを紛失した場合に備えて、設定時に表示されたリカバリーコードを安全な場所に保管してください。',
      NOT_YOU,
    ]),
  totpDisabled: () =>
    compose('2段階認証（認証アプリ）を解除しました', [
      '認証アプリによる2段階認証を解除しました。次回のログインからは、メールでお送りする認証コードを入力してください。これまでのリカバリーコードは使用できなくなりました。',
      NOT_YOU,
    ]),
  recoveryCodesRegenerated: () =>
    compose('リカバリーコードを再発行しました', [
      'リカバリーコードを再発行しました。これまでのリカバリーコードは使用できなくなりました。',
      NOT_YOU,
    ]),
  recoveryCodeUsed: (remaining: number) =>
    compose(`リカバリーコードが使用されました（残り${remaining}個）`, [
      `リカバリーコードを使用してログインしました。使用したコードは再び使うことはできません。残りのリカバリーコードは${remaining}個です。`,
      remaining <= 3
        ? '残りが少なくなっています。ログイン後、セキュリティ設定からリカバリーコードを再発行してください。'
        : '残りが少なくなったら、セキュリティ設定からリカバリーコードを再発行してください。',
      NOT_YOU,
    ]),
  newLogin: (login: { at: Date; device: string; ipAddress: string | null }) =>
    compose('新しいログインがありました', [
      'お使いのアカウントに新しいログインがありました。',
      `日時：${formatJstDateTime(login.at)}\n端末：${login.device}\nIPアドレス：${login.ipAddress ?? '不明'}`,
      'ご本人によるログインであれば、このメールへの対応は不要です。',
      NOT_YOU,
      'このお知らせは、セキュリティ設定の「ログイン通知」でオフにできます。',
    ]),
};
