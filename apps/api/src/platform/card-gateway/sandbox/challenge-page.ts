import { escapeHtml } from '../../escape.ts';

const STYLE =
  'body{font-family:"Hiragino Sans","Noto Sans JP","Noto Sans CJK JP",sans-serif;max-width:480px;margin:3rem auto;padding:0 1rem;color:#1f2937}' +
  '.note{color:#6b7280;font-size:.875rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}button{padding:.6rem 1.2rem;margin-right:.5rem}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}｜サンドボックス決済</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/**
 * The sandbox's 3-D Secure page. No script at all (CSP script-src 'self'): two submit buttons of
 * one form carry the choice.
 */
export function challengePage(view: { authId: string; amount: number; brand: string; last4: string }): string {
  const action = `./${encodeURIComponent(view.authId)}`;
  return page(
    '本人認証',
    `<h1>本人認証（3-Dセキュア）</h1>
<p class="note">これはサンドボックスの認証画面です。実際のカード会社には接続していません。</p>
<dl><dt>カード</dt><dd>${escapeHtml(view.brand)} **** ${escapeHtml(view.last4)}</dd><dt>金額</dt><dd>${view.amount.toLocaleString('ja-JP')}円</dd></dl>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="action" value="authenticate">認証する</button>
<button type="submit" name="action" value="cancel">キャンセル</button>
</form>`,
  );
}

export function challengeClosedPage(): string {
  return page(
    '本人認証',
    '<h1>本人認証（3-Dセキュア）</h1><p>この認証はすでに完了しています。元の画面に戻って操作してください。</p>',
  );
}
