import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/card.tsx';
import { externalLinks, paths } from '../../../lib/paths.ts';
import { HelpNav } from '../components/help-nav.tsx';
import { HelpSection } from '../components/help-section.tsx';
import {
  CARD_BRANDS_TEXT,
  CUTOFF_TEXT,
  EXAMINATION_DAYS_TEXT,
  FEE_EXAMPLE,
  FEE_MINIMUM_TEXT,
  FEE_RATE_TEXT,
  FEE_SMALL_EXAMPLE,
  FEE_TAX_RATE_TEXT,
  FILE_TYPES_TEXT,
  STATUS_HELP,
  TRANSFER_EXAMPLE,
} from '../help-facts.ts';

const SECTIONS = [
  { id: 'flow', title: '支払の流れ' },
  { id: 'fees', title: '手数料' },
  { id: 'transfer-date', title: '振込日' },
  { id: 'cards', title: 'ご利用いただけるカード' },
  { id: 'statuses', title: '支払の状態' },
  { id: 'security', title: 'セキュリティ' },
  { id: 'contact', title: 'お問い合わせ' },
] as const;

const titleOf = (id: (typeof SECTIONS)[number]['id']) => SECTIONS.find((s) => s.id === id)!.title;

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

const STEPS: readonly { title: string; body: string }[] = [
  {
    title: '請求書をアップロード',
    body: `「請求書カード払い」から、支払先から届いた請求書（${FILE_TYPES_TEXT}）をアップロードします。金額・お支払期限・振込先などを読み取って入力欄に反映します。`,
  },
  {
    title: '支払先を選ぶ',
    body: '登録済みの支払先から選ぶか、新しい支払先を登録します。請求書から読み取った会社名が登録済みの支払先と一致すれば、自動で選ばれます。',
  },
  {
    title: '振込先口座を確認',
    body: '支払先の口座（金融機関・支店・預金種目・口座番号・口座名義）を確認します。請求書に記載の口座と違う場合は、正しい口座を選ぶか登録してください。',
  },
  {
    title: '振込日を選ぶ',
    body: '最短の振込日からお支払期限までの銀行営業日から選べます（「振込日」の項目をご覧ください）。',
  },
  {
    title: 'カードを選ぶ',
    body: `登録済みのカードを選ぶか、新しいカードを登録します。ご利用いただけるのは${CARD_BRANDS_TEXT}カードです。`,
  },
  {
    title: '本人認証（3-Dセキュア）',
    body: '「カードで支払う」を押すと、カードのご利用枠を確保します。カード会社の本人認証画面が表示された場合は、案内に従って認証してください。',
  },
  {
    title: '審査',
    body: `お申し込み後、当社で請求書と振込先を審査します（${EXAMINATION_DAYS_TEXT}）。内容の確認や修正をお願いする場合は「要対応」と表示され、メールでもお知らせします。審査が完了すると、カードへのご請求が確定します。`,
  },
  {
    title: '振込',
    body: 'ご指定の振込日に、当社から支払先の口座へお振り込みします。振込の名義は、登録情報の「振込名義人」です。振込が完了すると、領収書をダウンロードできます。',
  },
];

/** /help/manual: how to pay, what it costs, when the money arrives, and what each status means. */
export function Component() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="操作マニュアル" lead="請求書カード払いの使い方と、手数料・振込日などのご案内です。" />
      <HelpNav />

      <nav aria-label="目次" className="mb-6 rounded-2xl border border-slate-200 bg-white px-5 py-4">
        <h2 className="mb-2 text-sm font-semibold text-slate-500">目次</h2>
        <ol className="grid gap-x-6 gap-y-1 text-[15px] sm:grid-cols-2">
          {SECTIONS.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={linkClass}>
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-6">
        <HelpSection id="flow" title={titleOf('flow')}>
          <p>
            支払先への請求書の支払を、お手持ちのカードで行えます。カードでお支払いいただいた金額を、当社が支払先の銀行口座へお振り込みします。
          </p>
          <ol className="space-y-3">
            {STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-3">
                <span
                  className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    <span className="sr-only">手順{i + 1}：</span>
                    {step.title}
                  </h3>
                  <p>{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
          <p>
            入力の途中で「下書き保存」を押すと、続きはあとから「下書き」タブで再開できます。請求元の事業者から請求キーが届いた場合は、「支払待ち」タブで請求キーを登録してお支払いください。
          </p>
        </HelpSection>

        <HelpSection id="fees" title={titleOf('fees')}>
          <p>
            手数料は<strong>請求金額の{FEE_RATE_TEXT}</strong>（1円未満切り上げ）で、<strong>最低{FEE_MINIMUM_TEXT}</strong>
            です。手数料は消費税（{FEE_TAX_RATE_TEXT}）込みの金額です。カードへは、請求金額と手数料の合計をご請求します。
          </p>
          {/* Four short columns fit a phone: no scrolling box (it would need its own keyboard focus). */}
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left text-sm text-slate-500">計算例</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-500">
                <th scope="col" className="py-2 pr-4 font-medium">
                  請求金額
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  手数料（税込）
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  うち消費税
                </th>
                <th scope="col" className="py-2 font-medium">
                  カードへのご請求額
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {[FEE_EXAMPLE, FEE_SMALL_EXAMPLE].map((e) => (
                <tr key={e.amount} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {e.amount}
                  </th>
                  <td className="py-2 pr-4">{e.fee}</td>
                  <td className="py-2 pr-4">{e.tax}</td>
                  <td className="py-2">{e.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            プロモーションコードをお持ちの場合は、お支払いの確認画面で入力すると手数料が割り引かれます。手数料の領収書（適格請求書）は、振込完了後に支払の詳細画面からダウンロードできます。
          </p>
        </HelpSection>

        <HelpSection id="transfer-date" title={titleOf('transfer-date')}>
          <ul className="list-disc space-y-2 pl-5">
            <li>
              審査には、お申し込み日を含めて<strong>{EXAMINATION_DAYS_TEXT}</strong>
              いただきます。振込日は、審査完了予定日の翌営業日から選べます。
            </li>
            <li>
              銀行営業日の<strong>{CUTOFF_TEXT}まで</strong>
              のお申し込みは当日から数えます。{CUTOFF_TEXT}以降や、銀行の休業日のお申し込みは翌営業日から数えます。
            </li>
            <li>
              銀行の休業日（土曜日・日曜日・祝日・振替休日・12月31日〜1月3日）は振込日に選べません。カレンダーでは選べない日が灰色で表示されます。
            </li>
            <li>
              振込日は、請求書のお支払期限より後の日付にはできません。期限に間に合わない場合は、お申し込みの画面でお知らせします。
            </li>
          </ul>
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
            例：祝日のない週の{TRANSFER_EXAMPLE.applied}、{CUTOFF_TEXT}前にお申し込みの場合、{TRANSFER_EXAMPLE.applied}から
            {TRANSFER_EXAMPLE.examinationEnds}までが審査期間となり、最短の振込日は{TRANSFER_EXAMPLE.earliestTransfer}です。
          </p>
        </HelpSection>

        <HelpSection id="cards" title={titleOf('cards')}>
          <ul className="list-disc space-y-2 pl-5">
            <li>
              ご利用いただけるカードは、現在<strong>{CARD_BRANDS_TEXT}</strong>のみです。
            </li>
            <li>
              カードは、アカウントメニューの「
              <Link to={paths.creditcards()} className={linkClass}>
                お支払い方法
              </Link>
              」で登録・削除できます。お支払いの手続き中にも登録できます。
            </li>
            <li>
              お支払いの際、カード会社による本人認証（3-Dセキュア）を行う場合があります。カード会社の画面でパスワードやワンタイムパスワードを入力してください。
            </li>
            <li>
              お申し込みの時点ではカードのご利用枠を確保するだけで、ご請求が確定するのは審査の完了時です。審査完了前にキャンセルした場合、確保したご利用枠は解放されます。
            </li>
          </ul>
        </HelpSection>

        <HelpSection id="statuses" title={titleOf('statuses')}>
          <p>支払や請求の一覧・詳細には、次の状態が表示されます。</p>
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {STATUS_HELP.map((s) => (
              <div key={s.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="font-semibold text-slate-900">{s.label}</dt>
                <dd>{s.meaning}</dd>
              </div>
            ))}
            <div className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="font-semibold text-red-700">要対応</dt>
              <dd>
                審査のため、内容の確認や修正をお願いしている支払です。支払の詳細画面で理由をご確認のうえ、「修正する」から修正してください。
              </dd>
            </div>
          </dl>
        </HelpSection>

        <HelpSection id="security" title={titleOf('security')}>
          <ul className="list-disc space-y-2 pl-5">
            <li>
              ログインには<strong>2段階認証</strong>
              を使います。パスワードの入力後、登録のメールアドレスに届く6桁の認証コードを入力してください。
            </li>
            <li>
              「
              <Link to={paths.security()} className={linkClass}>
                セキュリティ設定
              </Link>
              」で<strong>認証アプリ</strong>（Google Authenticator
              など）を設定すると、メールの代わりにアプリに表示されるコードでログインできます。
            </li>
            <li>
              認証アプリを設定するときに表示される<strong>リカバリーコード</strong>
              は、スマートフォンを紛失したときにログインするためのものです。印刷するなどして安全な場所に保管してください。
            </li>
            <li>しばらく操作がない場合や、長時間ログインしたままの場合は、安全のため自動的にログアウトします。</li>
            <li>当社からメールや電話でパスワード・認証コード・カード番号をお尋ねすることはありません。</li>
          </ul>
        </HelpSection>

        <HelpSection id="contact" title={titleOf('contact')}>
          <p>
            ご不明な点は、まず
            <Link to={paths.helpFaq()} className={linkClass}>
              よくある質問
            </Link>
            をご覧ください。解決しない場合は、お問い合わせフォームからご連絡ください。
          </p>
          <p>
            <a href={externalLinks.contact} target="_blank" rel="noopener noreferrer" className={linkClass}>
              お問い合わせフォーム（新しいタブで開きます）
            </a>
          </p>
          <p className="text-sm text-slate-600">
            支払についてのお問い合わせには、支払の詳細画面に表示される支払番号（「I-」で始まる番号）を添えてください。
          </p>
        </HelpSection>
      </div>
    </div>
  );
}
