import { escapeHtml } from '../escape.ts';

/**
 * Japanese e-mails: every one has a plain-text and an HTML part with the same content, and the
 * service name in the subject so buyers recognise it in a crowded inbox.
 */
export const SERVICE_NAME = '請求書カード払い';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const FOOTER_TEXT = `\n\n──────────\n${SERVICE_NAME}\nこのメールは送信専用です。お心当たりのない場合は、このメールを破棄してください。`;

/** Builds both parts from paragraphs; `code` and `link` get a prominent place in the HTML. */
export function compose(subject: string, paragraphs: string[], extra: { code?: string; link?: string } = {}): MailContent {
  const textParts = [...paragraphs];
  if (extra.code) textParts.splice(1, 0, `認証コード：${extra.code}`);
  if (extra.link) textParts.splice(1, 0, extra.link);
  const text = textParts.join('\n\n') + FOOTER_TEXT;
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  if (extra.code) {
    htmlParagraphs.splice(1, 0, `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(extra.code)}</p>`);
  }
  if (extra.link) {
    htmlParagraphs.splice(1, 0, `<p><a href="${escapeHtml(extra.link)}">${escapeHtml(extra.link)}</a></p>`);
  }
  const html = `<!doctype html><html lang="ja"><body style="font-family:sans-serif;line-height:1.7;color:#1f2937">
<h1 style="font-size:18px">${SERVICE_NAME}</h1>${htmlParagraphs.join('\n')}
<hr><p style="font-size:12px;color:#6b7280">${SERVICE_NAME}<br>このメールは送信専用です。お心当たりのない場合は、このメールを破棄してください。</p></body></html>`;
  return { subject: `【${SERVICE_NAME}】${subject}`, text, html };
}

export const mailTemplates = {
  signupCode: (code: string) =>
    compose(
      'メールアドレスの確認',
      [
        '会員登録のお申し込みありがとうございます。以下の認証コードを画面に入力して、メールアドレスの確認を完了してください。',
        'このコードの有効期限は10分です。',
      ],
      { code },
    ),
  signupAlreadyRegistered: (signinUrl: string, resetUrl: string) =>
    compose('会員登録のお申し込みについて', [
      'このメールアドレスはすでに登録されています。',
      `ログインはこちら：${signinUrl}\nパスワードをお忘れの場合はこちら：${resetUrl}`,
    ]),
  loginCode: (code: string) =>
    compose(
      'ログイン認証コード',
      ['ログインを完了するには、以下の認証コードを画面に入力してください。', 'このコードの有効期限は10分です。'],
      { code },
    ),
  passwordReset: (link: string) =>
    compose(
      'パスワード再設定のご案内',
      [
        'パスワード再設定のお申し込みを受け付けました。以下のリンクから新しいパスワードを設定してください。',
        'リンクの有効期限は30分です。',
      ],
      { link },
    ),
  passwordResetUnknown: () =>
    compose('パスワード再設定のお申し込みについて', [
      'パスワード再設定のお申し込みを受け付けましたが、このメールアドレスで登録されたアカウントはありません。',
      '別のメールアドレスで登録されている可能性があります。',
    ]),
  passwordChanged: () =>
    compose('パスワード変更のお知らせ', [
      'アカウントのパスワードが変更されました。すべての端末からログアウトしました。',
      'お心当たりのない場合は、至急パスワードを再設定し、お問い合わせ窓口までご連絡ください。',
    ]),
  paymentAccepted: (p: {
    displayId: string;
    supplierName: string;
    amount: string;
    total: string;
    transferDate: string;
    examinationDueDate: string;
  }) =>
    compose(`お支払いのお申し込みを受け付けました（${p.displayId}）`, [
      'カード払いによるお支払いのお申し込みを受け付けました。内容を審査のうえ、振込予定日に支払先へお振込みします。',
      [
        `支払番号：${p.displayId}`,
        `支払先：${p.supplierName}`,
        `請求金額：${p.amount}`,
        `カードご請求額（手数料込み）：${p.total}`,
        `審査完了予定日：${p.examinationDueDate}`,
        `振込予定日：${p.transferDate}`,
      ].join('\n'),
      '審査の結果、追加の書類などが必要な場合はメールでご連絡します。',
    ]),
  paymentStatusChanged: (title: string, body: string) =>
    compose(title, [body, 'ログインして、お支払いの詳細画面で内容をご確認ください。']),
} satisfies Record<string, (...args: never[]) => MailContent>;
