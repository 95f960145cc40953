import { z } from 'zod';

/** Every 4xx/5xx body of /api/v1. `message` is always Japanese and safe to show as-is. */
export const errorBodySchema = z.object({
  status: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * One table of error codes: HTTP status and the Japanese message shown to the user.
 * The `status` field of an error body is the code itself, so clients can branch on it.
 */
export const ERROR_CODES = {
  validation_error: { http: 400, message: '入力内容に誤りがあります。' },
  invalid_json: { http: 400, message: 'リクエストの形式が正しくありません。' },
  invalid_code: { http: 400, message: '認証コードが正しくありません。' },
  code_expired: {
    http: 400,
    message: '認証コードの有効期限が切れたか、入力回数の上限に達しました。コードを再送信してください。',
  },
  invalid_token: { http: 400, message: 'リンクの有効期限が切れているか、無効です。もう一度お手続きください。' },
  weak_password: { http: 400, message: 'このパスワードは使用できません。' },
  login_failed: { http: 401, message: 'メールアドレスまたはパスワードが正しくありません。' },
  expired_access_token: { http: 401, message: 'ログインの有効期限が切れました。' },
  invalid_access_token: { http: 401, message: 'ログインしてください。' },
  invalid_refresh_token: { http: 401, message: 'ログインの有効期限が切れました。再度ログインしてください。' },
  forbidden: { http: 403, message: 'この操作は許可されていません。' },
  registration_required: { http: 403, message: '事業者情報の登録を完了してください。' },
  not_found: { http: 404, message: '指定されたデータが見つかりません。' },
  already_registered: { http: 409, message: '事業者情報はすでに登録されています。' },
  card_declined: { http: 402, message: 'カード決済が承認されませんでした。' },
  idempotency_in_progress: { http: 409, message: '同じ操作を処理中です。しばらく待ってから画面を更新してください。' },
  idempotency_mismatch: { http: 422, message: '同じ操作キーで異なる内容が送信されました。画面を更新してやり直してください。' },
  invalid_file: { http: 422, message: 'このファイルは受け付けられません。' },
  incorrect_password: { http: 400, message: '現在のパスワードが正しくありません。' },
  email_taken: { http: 409, message: 'このメールアドレスはすでに登録されています。別のメールアドレスを入力してください。' },
  card_in_use: {
    http: 409,
    message: 'このカードは手続き中の支払に使われているため削除できません。支払の完了後に削除してください。',
  },
  possible_duplicate: {
    http: 409,
    message:
      'この請求書はすでにお支払いの申請がある可能性があります。内容をご確認のうえ、重複していない場合はその旨を確認してからお支払いください。',
  },
  conflict: { http: 409, message: '処理状況が変わったため、この操作はできません。画面を更新してください。' },
  payload_too_large: { http: 413, message: '送信データが大きすぎます。' },
  unsupported_media_type: { http: 415, message: 'この形式のデータは受け付けられません。' },
  too_many_requests: { http: 429, message: '試行回数が多すぎます。しばらく待ってから再度お試しください。' },
  resend_too_soon: { http: 429, message: '認証コードの再送信は1分に1回までです。しばらく待ってから再度お試しください。' },
  internal_error: {
    http: 500,
    message: 'システムエラーが発生しました。時間をおいて再度お試しください。',
  },
  service_unavailable: { http: 503, message: 'ただいまサービスを利用できません。時間をおいて再度お試しください。' },
} as const satisfies Record<string, { http: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The body of a 204 answer. */
export const noContentSchema = z.null();
