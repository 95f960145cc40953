import type { ReceivedEvent } from './events.ts';
import { html, type SafeHtml } from './html.ts';
import type { TokenSet } from './oauth.ts';
import type { PartnerPrePayment } from './partner-api.ts';
import type { InvoiceForm } from './sample-invoice.ts';

/* The demo accounting cloud's screens: server-rendered HTML, no script. */

export const APP_NAME = 'デモ会計クラウド';
export const SERVICE_NAME = '請求書カード払い';

const SCOPE_TITLES: Record<string, string> = {
  'payments:write': '請求書の送信',
  'payments:read': '支払状況の確認',
  'suppliers:read': '支払先の参照',
};

const PRE_PAYMENT_LABELS: Record<string, string> = {
  pending: 'お支払い待ち',
  paid: '支払申請済',
  cancelled: '取消',
  expired: '期限切れ',
};

/** The payment statuses of spec §3 as the buyer's screens name them. */
const PAYMENT_LABELS: Record<string, string> = {
  InProgress: '申請中',
  InProgressExaminationChecked: '審査中',
  InProgressExaminationCompleted: '振込予約済',
  TransferCompleted: '振込完了',
  Cancel: 'キャンセル',
  Expired: '期限切れ',
};

const EVENT_LABELS: Record<string, string> = {
  'pre_payment.paid': '支払の申請',
  'payment.status_changed': '支払状況の変更',
};

export const preStatusLabel = (s: string) => PRE_PAYMENT_LABELS[s] ?? s;
export const paymentStatusLabel = (s: string) => PAYMENT_LABELS[s] ?? s;
const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
const dateTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('ja-JP', {
        timeZone: 'Asia/Tokyo',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
    : '—';

export interface LayoutOptions {
  title: string;
  connected: boolean;
  current?: '/' | '/invoices/new' | '/status';
}

export function layout({ title, connected, current }: LayoutOptions, body: SafeHtml): string {
  const nav = (href: LayoutOptions['current'] & string, label: string) =>
    html`<a href="${href}" ${current === href ? html` aria-current="page"` : ''}>${label}</a>`;
  return html`<!doctype html>
    <html lang="ja">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} | ${APP_NAME}</title>
        <link rel="stylesheet" href="/style.css" />
      </head>
      <body>
        <header class="bar">
          <a class="brand" href="/">${APP_NAME}</a>
          <nav aria-label="メインメニュー">
            ${nav('/', 'トップ')}${nav('/invoices/new', '請求書の送信')}${nav('/status', '支払状況')}
          </nav>
          <span class="badge ${connected ? 'on' : 'off'}">${connected ? `${SERVICE_NAME}と連携中` : '未連携'}</span>
        </header>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
        <footer>${APP_NAME}は、${SERVICE_NAME}の連携（OAuth 2.0・パートナー API・Webhook）を試すためのデモアプリです。</footer>
      </body>
    </html> `.value;
}

function notice(kind: 'ok' | 'error', text: string | null): SafeHtml {
  if (!text) return html``;
  return kind === 'ok'
    ? html`<p class="notice ok" role="status">${text}</p>`
    : html`<p class="notice error" role="alert">${text}</p>`;
}

// ------------------------------------------------------------------ トップ

export function topPage(opts: { tokens: TokenSet | null; notice: string | null; error: string | null }): string {
  const { tokens } = opts;
  const body = tokens
    ? html` <section aria-labelledby="conn">
          <h2 id="conn">${SERVICE_NAME}と連携中です</h2>
          <p>請求書を${SERVICE_NAME}に送り、お客様がカードで支払えるようにします。支払の状況は Webhook で届きます。</p>
          <table class="facts">
            <tr>
              <th scope="row">許可された操作</th>
              <td>
                ${tokens.scope
                  .split(' ')
                  .filter(Boolean)
                  .map((s) => html`<span class="chip">${SCOPE_TITLES[s] ?? s}</span>`)}
              </td>
            </tr>
            <tr>
              <th scope="row">連携した日時</th>
              <td>${dateTime(tokens.connectedAt)}</td>
            </tr>
            <tr>
              <th scope="row">アクセストークンの有効期限</th>
              <td>${tokens.expiresAt ? dateTime(new Date(tokens.expiresAt).toISOString()) : '—'}</td>
            </tr>
            <tr>
              <th scope="row">トークンの更新</th>
              <td>${tokens.refreshCount}回${tokens.refreshedAt ? `（最終 ${dateTime(tokens.refreshedAt)}）` : ''}</td>
            </tr>
          </table>
          <p class="actions">
            <a class="button" href="/invoices/new">請求書を送信する</a>
            <a class="button secondary" href="/status">支払状況を見る</a>
          </p>
        </section>
        <section aria-labelledby="disconnect">
          <h2 id="disconnect">連携の解除</h2>
          <p>トークンを失効させ（RFC 7009）、このアプリから${SERVICE_NAME}へのアクセスを止めます。</p>
          <form method="post" action="/disconnect"><button type="submit" class="secondary">連携を解除する</button></form>
        </section>`
    : html` <section aria-labelledby="conn">
        <h2 id="conn">${SERVICE_NAME}と連携していません</h2>
        <p>連携すると、${APP_NAME}で受け取った請求書を${SERVICE_NAME}に送り、法人カードで支払えます。</p>
        <p>
          ボタンを押すと${SERVICE_NAME}のログイン画面に移ります。ログインと認証コードの入力のあと、このアプリに許可する操作を確認してください。
        </p>
        <form method="post" action="/connect"><button type="submit">${SERVICE_NAME}と連携する</button></form>
      </section>`;
  return layout(
    { title: 'トップ', connected: tokens !== null, current: '/' },
    html`${notice('ok', opts.notice)}${notice('error', opts.error)}${body}`,
  );
}

// ------------------------------------------------------------------ 請求書の送信

export function invoiceFormPage(opts: {
  form: InvoiceForm;
  idempotencyKey: string;
  connected: boolean;
  error: string | null;
  fieldErrors: { field: string; message: string }[];
}): string {
  const { form } = opts;
  const input = (name: keyof InvoiceForm, label: string, extra: SafeHtml = html``, hint?: string) => {
    const hintId = hint ? `${name}-hint` : null;
    return html`<div class="field">
      <label for="${name}">${label}</label
      ><input
        id="${name}"
        name="${name}"
        value="${form[name]}"
        ${hintId ? html` aria-describedby="${hintId}"` : ''}${extra}
      />${hint ? html`<small id="${hintId}">${hint}</small>` : ''}
    </div>`;
  };
  const body = opts.connected
    ? html` ${notice('error', opts.error)}
        ${
          opts.fieldErrors.length
            ? html`<ul class="errors" aria-label="入力の誤り">
                ${opts.fieldErrors.map((e) => html`<li><code>${e.field}</code> ${e.message}</li>`)}
              </ul>`
            : ''
        }
        <p>
          ${APP_NAME}に届いた請求書です。内容を確かめて${SERVICE_NAME}に送ると、お客様が${SERVICE_NAME}の画面でカード払いを申請できます。請求書の
          PDF も一緒に送ります。
        </p>
        <form method="post" action="/invoices" class="invoice">
          <input type="hidden" name="idempotency_key" value="${opts.idempotencyKey}" />
          <input type="hidden" name="issue_date" value="${form.issue_date}" />
          <fieldset>
            <legend>支払先</legend>
            ${input('supplier_name', '支払先名', html` required maxlength="100"`)}
            ${input('corporate_number', '法人番号', html` inputmode="numeric" maxlength="13"`, '13桁（先頭はチェックディジット）')}
            ${input('invoice_registration_number', '登録番号', html` maxlength="14"`, '適格請求書発行事業者の登録番号（T＋13桁）')}
          </fieldset>
          <fieldset>
            <legend>振込先口座</legend>
            ${input('bank_code', '金融機関コード', html` inputmode="numeric" maxlength="4" required`)}
            ${input('bank_name', '金融機関名', html` readonly`, '表示用（送信するのはコードです）')}
            ${input('branch_code', '支店コード', html` inputmode="numeric" maxlength="3" required`)}
            ${input('branch_name', '支店名', html` readonly`)}
            <div class="field">
              <label for="account_type">預金種目</label
              ><select id="account_type" name="account_type">
                <option value="2" ${form.account_type === '2' ? html` selected` : ''}>普通</option>
                <option value="1" ${form.account_type === '1' ? html` selected` : ''}>当座</option>
              </select>
            </div>
            ${input('account_number', '口座番号', html` inputmode="numeric" maxlength="7" required`)}
            ${input('holder_name', '口座名義（カナ）', html` required maxlength="100"`)}
          </fieldset>
          <fieldset>
            <legend>請求内容</legend>
            ${input('amount', '請求金額（税込・円）', html` inputmode="numeric" required`)}
            ${input('due_date', '支払期限', html` type="date"`)} ${input('invoice_number', '請求書番号', html` maxlength="50"`)}
            ${input('partner_reference', '参照番号', html` maxlength="100"`, `${APP_NAME}での請求書の番号（Webhook にも載ります）`)}
            ${input('memo', 'メモ', html` maxlength="200"`)}
          </fieldset>
          <p class="actions"><button type="submit">${SERVICE_NAME}に送信する</button></p>
        </form>`
    : html`<p>先に<a href="/">トップ</a>から${SERVICE_NAME}と連携してください。</p>`;
  return layout({ title: '請求書の送信', connected: opts.connected, current: '/invoices/new' }, body);
}

// ------------------------------------------------------------------ 送信結果

export function sentPage(opts: { prePayment: PartnerPrePayment; events: ReceivedEvent[]; connected: boolean }): string {
  const p = opts.prePayment;
  const body = html` <p class="notice ok" role="status">請求書を${SERVICE_NAME}に送信しました。</p>
    <table class="facts">
      <caption>
        ${SERVICE_NAME}の応答
      </caption>
      <tr>
        <th scope="row">支払データID（pre_id）</th>
        <td><code>${p.pre_id}</code></td>
      </tr>
      <tr>
        <th scope="row">状態</th>
        <td>${preStatusLabel(p.status)}（${p.status}）</td>
      </tr>
      <tr>
        <th scope="row">支払先</th>
        <td>${p.supplier_name}</td>
      </tr>
      <tr>
        <th scope="row">請求金額</th>
        <td>${yen(p.amount)}</td>
      </tr>
      <tr>
        <th scope="row">支払期限</th>
        <td>${p.due_date ?? '—'}</td>
      </tr>
      <tr>
        <th scope="row">請求書番号</th>
        <td>${p.invoice_number ?? '—'}</td>
      </tr>
      <tr>
        <th scope="row">参照番号</th>
        <td>${p.partner_reference ?? '—'}</td>
      </tr>
      <tr>
        <th scope="row">お支払いの期限</th>
        <td>${dateTime(p.expires_at)}</td>
      </tr>
    </table>
    ${
      p.status === 'pending'
        ? html`<p>お客様（支払う方）はこのボタンから${SERVICE_NAME}に移り、振込日を選んでカードで支払います。</p>
            <p class="actions"><a class="button" href="${p.payment_url}">${SERVICE_NAME}で支払う</a></p>`
        : html`<p><a href="/status">支払状況</a>で確認できます。</p>`
    }
    ${eventsTable(opts.events, 'この請求書の Webhook')}`;
  return layout({ title: '請求書を送信しました', connected: opts.connected }, body);
}

// ------------------------------------------------------------------ 支払状況

function paymentCell(p: PartnerPrePayment): SafeHtml {
  if (!p.payment) return html`—`;
  return html`${paymentStatusLabel(p.payment.status)}${p.payment.is_action_required ? html`<span class="chip warn">要対応</span>` : ''}<br /><small
      >${p.payment.display_id}${p.payment.transfer_date ? ` ・振込日 ${p.payment.transfer_date}` : ''}</small
    >`;
}

function eventsTable(events: ReceivedEvent[], caption: string): SafeHtml {
  if (events.length === 0)
    return html`<h2>${caption}</h2>
      <p>まだ届いていません。</p>`;
  return html`<h2>${caption}</h2>
    <div class="scroll" role="region" aria-label="${caption}" tabindex="0">
      <table class="list">
        <caption>
          署名（HMAC-SHA256）とタイムスタンプを検証して受け付けた Webhook
        </caption>
        <thead>
          <tr>
            <th scope="col">受信日時</th>
            <th scope="col">イベント</th>
            <th scope="col">参照番号</th>
            <th scope="col">支払状況</th>
            <th scope="col">署名</th>
            <th scope="col">イベントID</th>
          </tr>
        </thead>
        <tbody>
          ${events.map(
            (e) =>
              html`<tr>
                <td>${dateTime(e.receivedAt)}</td>
                <td>${EVENT_LABELS[e.type] ?? e.type}<br /><code>${e.type}</code></td>
                <td>${e.partnerReference ?? '—'}</td>
                <td>
                  ${e.paymentStatus ? paymentStatusLabel(e.paymentStatus) : '—'}${e.displayId ? html`<br /><small>${e.displayId}</small>` : ''}
                </td>
                <td>検証済み</td>
                <td><code>${e.id}</code></td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
}

export function statusPage(opts: {
  prePayments: PartnerPrePayment[] | null;
  error: string | null;
  events: ReceivedEvent[];
  rejectedWebhooks: number;
  connected: boolean;
}): string {
  const list = opts.prePayments;
  const body = html` ${notice('error', opts.error)}
    <p class="actions"><a class="button secondary" href="/status">最新の状況に更新</a></p>
    <h2>送信した請求書</h2>
    ${
      list === null
        ? html`<p>連携していないため、${SERVICE_NAME}から状況を読めません。</p>`
        : list.length === 0
          ? html`<p>まだ送信していません。<a href="/invoices/new">請求書を送信する</a></p>`
          : html`<div class="scroll" role="region" aria-label="送信した請求書" tabindex="0">
              <table class="list">
                <caption>
                  ${SERVICE_NAME}の API（GET /api/v1/partner/pre_payments）から読んだ状況
                </caption>
                <thead>
                  <tr>
                    <th scope="col">参照番号</th>
                    <th scope="col">支払先</th>
                    <th scope="col">金額</th>
                    <th scope="col">支払データ</th>
                    <th scope="col">支払状況</th>
                    <th scope="col">送信日時</th>
                  </tr>
                </thead>
                <tbody>
                  ${list.map(
                    (p) =>
                      html`<tr>
                        <td>
                          ${p.partner_reference ?? '—'}<br /><small><code>${p.pre_id}</code></small>
                        </td>
                        <td>${p.supplier_name}</td>
                        <td class="num">${yen(p.amount)}</td>
                        <td>
                          ${preStatusLabel(p.status)}${p.status === 'pending' ? html`<br /><a href="${p.payment_url}">支払う<span class="sr-only">（${p.partner_reference ?? p.pre_id}）</span></a>` : ''}
                        </td>
                        <td>${paymentCell(p)}</td>
                        <td>${dateTime(p.created_at)}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
    }
    ${eventsTable(opts.events, '受信した Webhook')}
    <p class="muted">署名の検証に失敗して拒否したリクエスト：${opts.rejectedWebhooks}件</p>`;
  return layout({ title: '支払状況', connected: opts.connected, current: '/status' }, body);
}

// ------------------------------------------------------------------ 戻り先

export function returnPage(opts: {
  prePayment: PartnerPrePayment | null;
  events: ReceivedEvent[];
  error: string | null;
  connected: boolean;
}): string {
  const p = opts.prePayment;
  const body = html` <p class="notice ok" role="status">お支払いの申請を受け付けました</p>
    <p>
      ${SERVICE_NAME}でのお支払いの申請が終わり、${APP_NAME}に戻りました。${SERVICE_NAME}の審査のあと、支払先へ振り込まれます。
    </p>
    ${notice('error', opts.error)}
    ${
      p
        ? html`<table class="facts">
            <caption>
              この請求書の状況
            </caption>
            <tr>
              <th scope="row">参照番号</th>
              <td>${p.partner_reference ?? '—'}</td>
            </tr>
            <tr>
              <th scope="row">支払先</th>
              <td>${p.supplier_name}</td>
            </tr>
            <tr>
              <th scope="row">請求金額</th>
              <td>${yen(p.amount)}</td>
            </tr>
            <tr>
              <th scope="row">支払データ</th>
              <td>${preStatusLabel(p.status)}</td>
            </tr>
            <tr>
              <th scope="row">支払状況</th>
              <td>${paymentCell(p)}</td>
            </tr>
          </table>`
        : ''
    }
    ${p ? eventsTable(opts.events, 'この請求書の Webhook') : ''}
    <p class="actions"><a class="button" href="/status">支払状況を見る</a></p>`;
  return layout({ title: 'お支払いの申請を受け付けました', connected: opts.connected }, body);
}

export function errorPage(title: string, message: string, connected: boolean): string {
  return layout(
    { title, connected },
    html`<p class="notice error" role="alert">${message}</p>
      <p><a href="/">トップに戻る</a></p>`,
  );
}

export const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,"Noto Sans CJK JP","Hiragino Sans",sans-serif;color:#1f2328;background:#f6f7f9;line-height:1.7}
.bar{display:flex;flex-wrap:wrap;gap:16px;align-items:center;padding:12px 24px;background:#0b3d2e;color:#fff}
.bar a{color:#fff}
.brand{font-weight:700;font-size:1.1rem;text-decoration:none}
nav{display:flex;gap:16px;flex:1}
nav a[aria-current=page]{text-decoration-thickness:3px}
.badge{padding:2px 10px;border-radius:999px;font-size:.85rem;background:#fff}
.badge.on{color:#0b5a2a}.badge.off{color:#5a2a0b}
main{max-width:960px;margin:24px auto;padding:24px;background:#fff;border-radius:8px;border:1px solid #d0d7de}
h1{margin-top:0;font-size:1.5rem}
h2{font-size:1.15rem;margin-top:2rem}
footer{max-width:960px;margin:0 auto 32px;padding:0 24px;color:#4b5563;font-size:.85rem}
a{color:#0b57d0}
.button,button{display:inline-block;padding:10px 20px;border-radius:6px;border:1px solid #0b57d0;background:#0b57d0;color:#fff;font-size:1rem;text-decoration:none;cursor:pointer;font-family:inherit}
.button.secondary,button.secondary{background:#fff;color:#0b57d0}
.actions{display:flex;gap:12px;flex-wrap:wrap}
.notice{padding:10px 14px;border-radius:6px}
.notice.ok{background:#e6f4ea;color:#0b4a1f;border:1px solid #a8d5b5}
.notice.error{background:#fdecea;color:#7a1a12;border:1px solid #f1b0a8}
.errors{color:#7a1a12}
table{border-collapse:collapse;width:100%;margin:12px 0}
.scroll{overflow-x:auto;margin:12px 0}
.scroll table{margin:0}
.list th,.list td{white-space:nowrap}
caption{text-align:left;color:#4b5563;font-size:.85rem;padding-bottom:4px}
th,td{text-align:left;padding:8px;border-bottom:1px solid #d0d7de;vertical-align:top}
.facts th{width:34%;font-weight:600;color:#374151}
.list th{background:#f3f4f6}
td.num{text-align:right;white-space:nowrap}
.chip{display:inline-block;margin:0 6px 4px 0;padding:0 8px;border-radius:4px;background:#eef2ff;color:#1e3a8a;font-size:.85rem}
.chip.warn{background:#fff4e5;color:#7a3e00}
fieldset{border:1px solid #d0d7de;border-radius:6px;margin:0 0 16px;padding:12px 16px}
legend{font-weight:600;padding:0 4px}
.field{display:grid;grid-template-columns:200px 1fr;gap:4px 12px;align-items:center;margin:8px 0}
.field small{grid-column:2;color:#4b5563}
input,select{font:inherit;padding:6px 8px;border:1px solid #6b7280;border-radius:4px;max-width:420px;width:100%}
input[readonly]{background:#f3f4f6}
.muted{color:#4b5563;font-size:.9rem}
code{font-size:.85em}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:640px){.field{grid-template-columns:1fr}.field small{grid-column:1}main{margin:12px 0;padding:16px;border-radius:0;border-width:1px 0}.bar{padding:12px 16px}footer{padding:0 16px}}
`;
