import { type InvoiceTransition, formatYen } from '@icp/domain';

/** What the buyer is told (notification and e-mail) after each move, in Japanese. */
export function transitionMessage(
  transition: InvoiceTransition,
  p: { displayId: string; partyName: string; amount: number; transferDate: string | null; reason: string | null },
): { title: string; body: string } {
  const subject = `${p.displayId}（${p.partyName}・${formatYen(p.amount)}）`;
  const reason = p.reason ? `\n理由：${p.reason}` : '';
  switch (transition) {
    case 'check':
      return { title: `${p.displayId} の審査を開始しました`, body: `${subject}の審査を開始しました。` };
    case 'request_action':
      return {
        title: `${p.displayId} について対応をお願いします`,
        body: `${subject}の審査で確認が必要な点があります。内容を修正して再度お申し込みください。${reason}`,
      };
    case 'buyer_edit':
      return { title: `${p.displayId} の修正を受け付けました`, body: `${subject}の修正内容で審査を再開します。` };
    case 'complete':
      return {
        title: `${p.displayId} の審査が完了しました`,
        body: `${subject}の審査が完了し、カードへのご請求が確定しました。${p.transferDate ? `${p.transferDate}に振込予定です。` : ''}`,
      };
    case 'transfer':
      return {
        title: `${p.displayId} の振込が完了しました`,
        body: `${subject}の支払先へのお振込みが完了しました。領収書をダウンロードできます。`,
      };
    case 'transfer_failed':
      return {
        title: `${p.displayId} の振込ができませんでした`,
        body: `${subject}の支払先口座へのお振込みができませんでした。お支払いいただいた金額はお預かりしています。支払先の口座情報をご確認のうえ、振込先口座を修正してください。${reason}`,
      };
    case 'correct_account':
      return {
        title: `${p.displayId} の振込先口座を変更しました`,
        body: `${subject}の振込先口座の変更を受け付けました。次回の振込でお振込みします。`,
      };
    case 'cancel':
    case 'cancel_completed':
    case 'cancel_request':
      return {
        title: `${p.displayId} をキャンセルしました`,
        body: `${subject}をキャンセルしました。${transition === 'cancel_completed' ? 'カードへのご請求は取り消されます（返金）。' : 'カードへのご請求は発生しません。'}${reason}`,
      };
    case 'link_request':
      return {
        title: `${p.displayId} の支払依頼を受け付けました`,
        body: `${subject}の支払依頼を登録しました。カードでお支払いください。`,
      };
    case 'pay_request':
      return {
        title: `${p.displayId} のお支払いを受け付けました`,
        body: `${subject}をカード払いで申請しました。審査を開始します。`,
      };
    case 'expire':
      return { title: `${p.displayId} の支払期限が過ぎました`, body: `${subject}の支払依頼は期限切れになりました。` };
  }
}
