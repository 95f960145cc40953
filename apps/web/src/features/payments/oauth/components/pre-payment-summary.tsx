import { accountTypeLabel } from '@icp/domain';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card.tsx';
import { DefinitionList, orNone } from '../../../../components/ui/definition-list.tsx';
import type { DefinitionRow } from '../../../../components/ui/definition-list.tsx';
import { Badge } from '../../../../components/ui/query-state.tsx';
import { formatAmount } from '../../../../lib/format.ts';
import { formatDateWithWeekday } from '../../shared/components/iso-date.ts';
import type { PrePayment } from '../api/get-pre-payment.ts';

const named = (name: string | null, code: string) => (name ? `${name}（${code}）` : code);

/** 株式会社サンプル商事 / 法人番号 / 登録番号 of the partner's supplier. */
export function supplierRows(pre: PrePayment): DefinitionRow[] {
  return [
    { label: '支払先', value: pre.supplier_name },
    { label: '事業形態', value: pre.supplier_business_form === 1 ? '法人' : '個人事業主' },
    ...(pre.corporate_number ? [{ label: '法人番号', value: pre.corporate_number }] : []),
    ...(pre.invoice_registration_number ? [{ label: '登録番号', value: pre.invoice_registration_number }] : []),
  ];
}

/** みずほ銀行（0001） / 渋谷支店（123） / 普通 / 0000123 / カ）サンプルシヨウジ */
export function accountRows(pre: PrePayment): DefinitionRow[] {
  return [
    { label: '金融機関', value: named(pre.bank_name, pre.bank_code) },
    { label: '支店', value: named(pre.branch_name, pre.branch_code) },
    { label: '預金種目', value: accountTypeLabel(pre.account_type) ?? pre.account_type },
    { label: '口座番号', value: pre.account_number },
    // People read the full-width form; the bank gets the half-width one.
    { label: '口座名義', value: pre.holder_name_display || pre.holder_name },
  ];
}

/** One line for the confirm step: みずほ銀行 渋谷支店（123） 普通 0000123. */
export const accountLine = (pre: PrePayment) =>
  `${pre.bank_name ?? pre.bank_code} ${named(pre.branch_name, pre.branch_code)} ${accountTypeLabel(pre.account_type) ?? ''} ${pre.account_number}\n口座名義：${pre.holder_name_display || pre.holder_name}`;

function Section({ id, title, badge, children }: { id: string; title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {badge}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** Registered already, or registered from the partner's data on 次へ. */
function RegistrationBadge({ matched, what }: { matched: boolean; what: string }) {
  return matched ? <Badge tone="green">登録済みの{what}</Badge> : <Badge tone="blue">新しい{what}として登録します</Badge>;
}

/** What the partner sent, read-only: supplier, account and the invoice's amount, due date and number. */
export function PrePaymentSummary({ pre }: { pre: PrePayment }) {
  const supplierMatched = pre.matched_supplier_id !== null;
  const accountMatched = pre.matched_account_id !== null;
  return (
    <div className="space-y-4">
      <Section id="oauth-invoice-heading" title="請求内容">
        <DefinitionList
          rows={[
            {
              label: '請求金額（税込）',
              value: <span className="text-xl font-bold tabular-nums">{formatAmount(pre.amount)}</span>,
            },
            { label: 'お支払期限', value: pre.due_date ? formatDateWithWeekday(pre.due_date) : '（指定なし）' },
            { label: '請求書番号', value: orNone(pre.invoice_number) },
            ...(pre.partner_reference ? [{ label: `${pre.client.name}の管理番号`, value: pre.partner_reference }] : []),
          ]}
        />
      </Section>
      <Section id="oauth-supplier-heading" title="支払先" badge={<RegistrationBadge matched={supplierMatched} what="支払先" />}>
        <DefinitionList rows={supplierRows(pre)} />
      </Section>
      <Section id="oauth-account-heading" title="振込先口座" badge={<RegistrationBadge matched={accountMatched} what="口座" />}>
        <DefinitionList rows={accountRows(pre)} />
      </Section>
      {!supplierMatched || !accountMatched ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-xs text-slate-600">
          「次へ」を押すと、
          {!supplierMatched ? '支払先と振込先口座' : '振込先口座'}を{pre.client.name}
          から届いた内容で登録します。登録した内容は「支払先」の画面でいつでも確認できます。
        </p>
      ) : null}
    </div>
  );
}
