import { paths } from '../../lib/paths.ts';
import {
  CARD_BRANDS_TEXT,
  CUTOFF_TEXT,
  EXAMINATION_DAYS_TEXT,
  FEE_EXAMPLE,
  FEE_MINIMUM_TEXT,
  FEE_RATE_TEXT,
  FILE_TYPES_TEXT,
} from './help-facts.ts';

export interface FaqItem {
  id: string;
  category: string;
  question: string;
  answer: string;
  /** Words people search with that the text itself does not contain. */
  keywords?: string;
  /** A page in the app that answers the rest. */
  link?: { to: string; label: string };
}

/** The questions, grouped by category in this order. Plain text, so the search reads what is shown. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what',
    category: 'ご利用について',
    question: 'どのような支払に使えますか？',
    answer:
      '事業で受け取った請求書の支払にご利用いただけます。支払先がカード払いに対応していなくても、カードでお支払いいただいた金額を当社が支払先の銀行口座へお振り込みします。',
  },
  {
    id: 'files',
    category: 'ご利用について',
    question: 'どのようなファイルの請求書をアップロードできますか？',
    answer: `${FILE_TYPES_TEXT}形式のファイルを、1ファイル10MBまでアップロードできます。スマートフォンで撮影した請求書の写真もご利用いただけます。`,
    keywords: 'pdf jpg 画像 写真 スキャン サイズ 容量',
  },
  {
    id: 'draft',
    category: 'ご利用について',
    question: '入力の途中でやめた支払を、あとから続けられますか？',
    answer:
      '入力中に「下書き保存」を押すと、「下書き」タブに保存されます。下書きを開くと、続きから入力して申請できます。不要になった下書きは一覧で選んで削除できます。',
    keywords: '下書き 保存 再開 途中',
  },
  {
    id: 'fee',
    category: '手数料',
    question: '手数料はいくらですか？',
    answer: `請求金額の${FEE_RATE_TEXT}（1円未満切り上げ）で、最低${FEE_MINIMUM_TEXT}です。消費税込みの金額です。たとえば請求金額${FEE_EXAMPLE.amount}の場合、手数料は${FEE_EXAMPLE.fee}、カードへのご請求額は${FEE_EXAMPLE.total}です。`,
    keywords: '料金 費用 手数料率 税込 消費税',
  },
  {
    id: 'receipt',
    category: '手数料',
    question: '領収書や手数料の適格請求書はもらえますか？',
    answer:
      '支払先への振込が完了すると、支払の詳細画面から領収書（PDF）をダウンロードできます。手数料についての適格請求書（インボイス）を兼ねています。',
    keywords: 'インボイス 領収書 経理 PDF 登録番号',
  },
  {
    id: 'transfer-date',
    category: '振込日',
    question: '振込日はいつを指定できますか？',
    answer: `審査にお申し込み日を含めて${EXAMINATION_DAYS_TEXT}いただき、その翌営業日から請求書のお支払期限までの銀行営業日を指定できます。土曜日・日曜日・祝日・12月31日〜1月3日は指定できません。`,
    keywords: '振込予定日 最短 いつ 入金 銀行営業日 休業日 祝日',
    link: { to: `${paths.helpManual()}#transfer-date`, label: '操作マニュアル「振込日」' },
  },
  {
    id: 'cutoff',
    category: '振込日',
    question: `${CUTOFF_TEXT}を過ぎてから申し込むとどうなりますか？`,
    answer: `銀行営業日の${CUTOFF_TEXT}までのお申し込みは当日から、${CUTOFF_TEXT}以降や休業日のお申し込みは翌営業日から数えます。そのため、最短の振込日が1営業日遅くなります。`,
    keywords: '締め 締切 時間 夕方',
  },
  {
    id: 'due-date',
    category: '振込日',
    question: 'お支払期限に間に合わないと表示されました。',
    answer:
      '最短の振込日がお支払期限より後になるため、この請求書は期限までに振り込めません。お早めにお申し込みいただくか、支払先にお支払期限をご相談ください。',
    keywords: '期限 遅れ 間に合わない',
  },
  {
    id: 'card-brands',
    category: 'カード',
    question: 'どのカードが使えますか？',
    answer: `現在ご利用いただけるのは${CARD_BRANDS_TEXT}カードのみです。VISA・Mastercard・American Express などのカードは登録できません。`,
    keywords: 'ブランド visa master amex アメックス ダイナース クレジットカード',
  },
  {
    id: '3ds',
    category: 'カード',
    question: 'カード会社の本人認証（3-Dセキュア）の画面が表示されました。',
    answer:
      'カード会社が、カードの持ち主ご本人による操作かを確認しています。画面の案内に従ってパスワードやワンタイムパスワードを入力してください。認証が終わると、自動でお支払いの画面に戻ります。',
    keywords: '3dセキュア 3ds 本人認証 ワンタイムパスワード パスワード',
  },
  {
    id: 'declined',
    category: 'カード',
    question: 'カードでのお支払いができませんでした。',
    answer:
      'ご利用可能枠の不足、カードの有効期限切れ、本人認証の失敗などが考えられます。画面に表示された内容をご確認のうえ、カード会社にお問い合わせいただくか、別のカードでお試しください。',
    keywords: 'エラー 承認されない 決済できない 失敗 使えない',
  },
  {
    id: 'charge-timing',
    category: 'カード',
    question: 'カードへの請求はいつ確定しますか？',
    answer:
      'お申し込みの時点ではカードのご利用枠を確保するだけで、審査が完了した時点でご請求が確定します。審査完了前にキャンセルした場合、確保したご利用枠は解放されます。',
    keywords: '与信 オーソリ 確定 引き落とし',
  },
  {
    id: 'cancel',
    category: '支払の状態',
    question: '申し込んだ支払をキャンセルできますか？',
    answer:
      '状態が「申請中」または「審査中」の支払は、支払の詳細画面の「キャンセル」から取り消せます。審査が完了した支払（振込予約済）のキャンセルは、お問い合わせフォームからご連絡ください。',
    keywords: '取り消し 取消 やめたい',
  },
  {
    id: 'action-required',
    category: '支払の状態',
    question: '支払に「要対応」と表示されています。',
    answer:
      '審査のため、内容の確認や修正をお願いしている支払です。支払の詳細画面で理由をご確認のうえ、「修正する」から修正してください。修正すると、審査を再開します。',
    keywords: '修正 差し戻し 確認',
  },
  {
    id: 'request-key',
    category: '請求キー',
    question: '請求キーとは何ですか？',
    answer:
      '請求元の事業者が、カード払いを依頼する請求ごとに発行する番号です。「支払待ち」タブで請求キーを登録すると、その請求をカードでお支払いいただけます。',
    keywords: '請求キー 支払待ち 依頼',
  },
  {
    id: 'request-expired',
    category: '請求キー',
    question: '請求が「期限切れ」になってしまいました。',
    answer:
      '請求には有効期限があり、期限を過ぎるとお支払いいただけません。お手数ですが、請求元の事業者様へ直接お問い合わせください。有効期限は「支払待ち」の一覧とお支払いの画面に表示されます。',
    keywords: '有効期限 期限切れ',
  },
  {
    id: 'code-mail',
    category: 'アカウント・セキュリティ',
    question: '認証コードのメールが届きません。',
    answer:
      '迷惑メールフォルダをご確認ください。届いていない場合は、画面の「認証コードを再送信」から送り直せます。メールアドレスの入力に誤りがないかもご確認ください。',
    keywords: 'メール 届かない 認証コード 再送',
  },
  {
    id: 'lost-phone',
    category: 'アカウント・セキュリティ',
    question: 'スマートフォンを紛失して、認証アプリが使えません。',
    answer:
      'ログインの際に「リカバリーコードを使う」を押し、認証アプリを設定したときに保存したリカバリーコードを入力してください。ログイン後、セキュリティ設定で認証アプリを設定し直してください。',
    keywords: '2段階認証 二段階認証 認証アプリ リカバリーコード 機種変更',
    link: { to: paths.security(), label: 'セキュリティ設定' },
  },
  {
    id: 'change-email',
    category: 'アカウント・セキュリティ',
    question: 'ログイン用のメールアドレスを変更したい。',
    answer:
      'アカウントメニューの「ログイン情報」から「メールアドレスの変更」を開き、新しいメールアドレスと現在のパスワードを入力してください。新しいアドレスに届く認証コードを入力すると変更が完了します。',
    keywords: 'メールアドレス 変更',
    link: { to: paths.myaccount(), label: 'ログイン情報' },
  },
  {
    id: 'forgot-password',
    category: 'アカウント・セキュリティ',
    question: 'パスワードを忘れてしまいました。',
    answer:
      'ログイン画面の「パスワードをお忘れの方」から、登録のメールアドレスを入力してください。パスワードを再設定するためのメールをお送りします。',
    keywords: 'パスワード 忘れた 再設定 リセット',
  },
];
