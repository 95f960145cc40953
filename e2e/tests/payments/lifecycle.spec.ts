import { expect, test, type Page } from '../../support/test.ts';
import { logIn } from '../../support/journeys.ts';
import { examination, examine, opsToken, payOut } from '../../support/ops.ts';
import { chooseCard, createPayment, dueDateAhead, pickFirstTransferDate } from '../../support/payments.ts';

const displayId = (id: number) => `I-${String(id).padStart(8, '0')}`;

async function openFromList(page: Page, list: string, id: number): Promise<void> {
  await page.goto(`/payments/${list}`);
  await page
    .getByRole('link', { name: new RegExp(displayId(id)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/payments/${list}/${id}$`));
}

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
  await expect(page).toHaveURL(/\/toppage/);
});

test('review → action required → corrected → reserved → history with a receipt', async ({ page }) => {
  const id = await createPayment(page);

  // The examination (the operator console's API) asks for a correction: the buyer sees why and fixes it.
  await examine(page.request, id, 'request-action', {
    reason_template: 'other',
    reason_text: '請求書の宛名が貴社名と異なります。',
  });
  await openFromList(page, 'review', id);
  await expect(page.getByText('請求書の宛名が貴社名と異なります。').first()).toBeVisible();
  await page.getByRole('link', { name: '修正する' }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/edit/${id}/invoiceinfo`));
  await page.getByLabel('メモ（任意）', { exact: true }).fill('宛名を訂正した請求書を受領済み');
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/edit/${id}/confirm`));
  await page.getByRole('button', { name: '修正を申請する' }).click();
  await expect(page.getByText('修正内容を受け付けました。あらためて審査します。').first()).toBeVisible();
  await expect(page.getByText('申請中').first()).toBeVisible();

  // Examination completes (the card charge is captured), then the transfer is made: a batch of
  // the payment's transfer date, built, approved by a second operator, sent, and its line done.
  await examine(page.request, id, 'complete');
  await openFromList(page, 'reserved', id);
  await expect(page.getByText('振込予約済').first()).toBeVisible();
  const transferDate = (await examination(page.request, id)).payment.transfer_date!;
  expect(transferDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await payOut(page.request, id, transferDate, { result: 'done', transferred_on: transferDate });
  await openFromList(page, 'history', id);
  await expect(page.getByText('振込完了').first()).toBeVisible();
  const timeline = page.getByRole('list', { name: '状況の履歴' });
  await expect(timeline).toContainText('振込予約済');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '領収書をダウンロード' }).click();
  expect((await download).suggestedFilename()).toBe(`領収書_${displayId(id)}.pdf`);
});

test('the buyer cancels a payment in review', async ({ page }) => {
  const id = await createPayment(page);
  await openFromList(page, 'review', id);
  await page.getByRole('button', { name: 'この支払をキャンセル' }).click();
  await page.getByRole('button', { name: 'キャンセルする' }).click();
  await expect(page.getByText(`${displayId(id)}の支払をキャンセルしました。`).first()).toBeVisible();
  await expect(page.getByText('キャンセル').first()).toBeVisible();
});

test('a seller’s request key → waiting → paid by card → in review', async ({ page }) => {
  const res = await page.request.post('/api/v1/ops/admin/request-keys', {
    headers: { authorization: `Bearer ${await opsToken(page.request, 'admin')}` },
    data: {
      buyer_email: 'demo@example.com',
      seller_name: '株式会社リクエスト商会',
      amount: 88_000,
      due_date: dueDateAhead(),
      expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { key } = (await res.json()) as { key: string };

  await page.goto('/payments/waiting');
  await page.getByLabel('請求キー', { exact: true }).fill(key);
  await page.getByRole('button', { name: '取得', exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/waiting\/\d+\/creditcard/);
  await expect(page.getByText('株式会社リクエスト商会').first()).toBeVisible();
  await pickFirstTransferDate(page);
  await chooseCard(page);
  await page.getByRole('button', { name: 'カードで支払う' }).click();
  await expect(page).toHaveURL(/\/payments\/review\/\d+/, { timeout: 20_000 });
  await expect(page.getByText('申請中').first()).toBeVisible();

  // A used key is not linked again: an invalid one shows the spec's dialog.
  await page.goto('/payments/waiting');
  await page.getByLabel('請求キー', { exact: true }).fill('ZZZZ-ZZZZ-ZZZZ');
  await page.getByRole('button', { name: '取得', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('請求支払の取得に失敗しました');
});
