import { escapeHtml } from '../../escape.ts';

const STYLE =
  'body{font-family:"Hiragino Sans","Noto Sans JP","Noto Sans CJK JP",sans-serif;max-width:480px;margin:3rem auto;padding:0 1rem;color:#1f2937}' +
  'h1{font-size:1.5rem;line-height:1.4}.note{color:#6b7280;font-size:.875rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}button{padding:.6rem 1.2rem;margin-right:.5rem}';

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${head}<title>${escapeHtml(title)}｜VeriTrans4G シミュレーター</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/**
 * resResponseContents of an MPI authorise: the HTML the merchant hands the browser to reach the
 * issuer's (ACS) page. The real one submits a form by script; ours needs no script (CSP
 * script-src 'self'): a meta refresh, and a link for when refreshes are off.
 */
export function responseContents(acsUrl: string): string {
  const url = escapeHtml(acsUrl);
  return page(
    '本人認証',
    `<p>カード会社の本人認証画面へ移動します。</p><p><a href="${url}">移動しない場合はこちら</a></p>`,
    `<meta http-equiv="refresh" content="0;url=${url}">`,
  );
}

/** The simulated issuer's challenge: two submit buttons of one form carry the choice. */
export function acsChallengePage(view: { action: string; amount: number; maskedNumber: string }): string {
  return page(
    '本人認証',
    `<h1>本人認証（3-Dセキュア）</h1>
<p class="note">これは VeriTrans4G シミュレーターの認証画面です。実際のカード会社には接続していません。</p>
<dl><dt>カード</dt><dd>${escapeHtml(view.maskedNumber)}</dd><dt>金額</dt><dd>${view.amount.toLocaleString('ja-JP')}円</dd></dl>
<form method="post" action="${escapeHtml(view.action)}">
<button type="submit" name="action" value="authenticate">認証する</button>
<button type="submit" name="action" value="cancel">キャンセル</button>
</form>`,
  );
}

export function acsClosedPage(): string {
  return page('本人認証', '<h1>本人認証（3-Dセキュア）</h1><p>この認証は見つからないか、すでに完了しています。</p>');
}
