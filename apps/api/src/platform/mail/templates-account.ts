import { compose, type MailContent } from './templates.ts';

const NOT_YOU = 'お心当たりのない場合は、至急パスワードを変更し、お問い合わせ窓口までご連絡ください。';

/** Mails about the user's own account settings (ログイン情報): sent to the address they concern. */
export const accountMailTemplates = {
  /** To the NEW address: proves the user can read it before it becomes the login address. */
  emailChangeCode: (code: string) =>
    compose(
      'メールアドレス変更の確認',
      [
        'ログイン用メールアドレスの変更手続きを受け付けました。以下の認証コードを画面に入力して、変更を完了してください。',
        'このコードの有効期限は10分です。お心当たりのない場合は、このメールを破棄してください（メールアドレスは変更されません）。',
      ],
      { code },
    ),
  /** To the OLD address when the change starts, so a hijacked session cannot move the account silently. */
  emailChangeStarted: (maskedNewAddress: string) =>
    compose('メールアドレス変更の手続きが開始されました', [
      `ログイン用メールアドレスを「${maskedNewAddress}」へ変更する手続きが開始されました。新しいメールアドレスに届いた認証コードが入力されると、変更が完了します。`,
      NOT_YOU,
    ]),
  /** To both addresses once the change is done. */
  emailChanged: (maskedOldAddress: string, maskedNewAddress: string) =>
    compose('メールアドレス変更のお知らせ', [
      `ログイン用メールアドレスを「${maskedOldAddress}」から「${maskedNewAddress}」に変更しました。すべての端末からログアウトしましたので、新しいメールアドレスで再度ログインしてください。`,
      NOT_YOU,
    ]),
  /** A change made while logged in: the device that made it stays signed in. */
  passwordChangedInSession: () =>
    compose('パスワード変更のお知らせ', [
      'アカウントのパスワードが変更されました。変更を行った端末以外のすべての端末からログアウトしました。',
      'お心当たりのない場合は、至急パスワードを再設定し、お問い合わせ窓口までご連絡ください。',
    ]),
} satisfies Record<string, (...args: never[]) => MailContent>;
