import type { InvoiceExtraction } from '@icp/contract';
import { BUSINESS_FORM_LABELS } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { Pencil, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { RadioCards } from '../../../../components/ui/choice.tsx';
import { FieldError, SelectField, TextField } from '../../../../components/ui/field.tsx';
import { DefinitionList } from '../../../../components/ui/definition-list.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { paymentSuppliersQueryOptions, SUPPLIER_OPTIONS_SIZE } from '../../shared/api/get-payment-suppliers.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';
import { supplierByIssuer } from './payee-defaults.ts';
import { ReadBadge } from '../../shared/components/read-badge.tsx';

type Mode = 'existing' | 'new';

const MODES = [
  { value: 'existing', label: '登録済みの支払先' },
  { value: 'new', label: '新しい支払先を登録', description: '「確認へ進む」で支払先として登録します' },
] as const;

/** 支払先: one of the buyer's suppliers (the one the invoice names, preselected), or a new one. */
export function SupplierChoice({
  extraction,
  error,
  onEditNew,
}: {
  extraction: InvoiceExtraction;
  error?: string | undefined;
  onEditNew: () => void;
}) {
  const formOne = usePaymentFlow((s) => s.invoiceForm.formOne);
  const chosenName = usePaymentFlow((s) => s.supplierName);
  const newSupplier = usePaymentFlow((s) => s.newSupplier);
  const setSupplierChoice = usePaymentFlow((s) => s.setSupplierChoice);
  const [q, setQ] = useState('');
  const list = useQuery(paymentSuppliersQueryOptions(q.trim()));
  const suppliers = list.data?.suppliers;
  const mode: Mode = formOne.isNewSupplier ? 'new' : 'existing';
  const issuer = extraction.fields.issuer_name.value;

  // Once the list is in: the invoice's issuer by name if its registration number matched none,
  // a new supplier when there are none at all, and the chosen one's name for later screens.
  useEffect(() => {
    if (!suppliers || q !== '') return;
    const { invoiceForm, supplierName } = usePaymentFlow.getState();
    const current = invoiceForm.formOne;
    if (current.isNewSupplier) return;
    if (current.supplierId === null) {
      const hit = supplierByIssuer(suppliers, issuer);
      if (hit) setSupplierChoice({ supplierId: hit.id, isNewSupplier: false, name: hit.name });
      else if (suppliers.length === 0) setSupplierChoice({ supplierId: null, isNewSupplier: true, name: null });
      return;
    }
    const chosen = suppliers.find((s) => s.id === current.supplierId);
    if (chosen && chosen.name !== supplierName) setSupplierChoice({ ...current, name: chosen.name });
  }, [suppliers, q, issuer, setSupplierChoice]);

  const options = (suppliers ?? []).map((s) => ({ value: s.id, label: s.name }));
  const chosenMissing =
    formOne.supplierId !== null && suppliers !== undefined && !suppliers.some((s) => s.id === formOne.supplierId);
  const matched = formOne.supplierId !== null && formOne.supplierId === extraction.matched_supplier_id;
  const manyOrFiltered = (list.data?.count_all ?? 0) > SUPPLIER_OPTIONS_SIZE || q !== '';

  return (
    <Card>
      <section aria-labelledby="payee-supplier-heading" className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="payee-supplier-heading" className="text-lg font-bold text-slate-900">
            支払先
          </h2>
          {matched && mode === 'existing' ? <ReadBadge /> : null}
        </div>
        <RadioCards<Mode>
          legend="支払先の指定方法"
          name="supplier_mode"
          value={mode}
          options={MODES}
          onChange={(m) =>
            m === 'new'
              ? setSupplierChoice({ supplierId: null, isNewSupplier: true, name: newSupplier?.body.body.name ?? null })
              : setSupplierChoice({ supplierId: null, isNewSupplier: false, name: null })
          }
        />
        {mode === 'existing' ? (
          list.isPending ? (
            <ListLoading label="支払先を読み込んでいます" />
          ) : list.isError ? (
            <ListError message="支払先を取得できませんでした。" onRetry={() => void list.refetch()} />
          ) : (
            <div className="space-y-4">
              {manyOrFiltered ? (
                <TextField
                  label="支払先名で絞り込み"
                  value={q}
                  onChange={(e) => setQ(e.target.value)}
                  placeholder="例：サンプル"
                />
              ) : null}
              {options.length > 0 || chosenMissing ? (
                <SelectField
                  label="支払先"
                  required
                  placeholder="選択してください"
                  options={
                    chosenMissing
                      ? [{ value: formOne.supplierId ?? 0, label: chosenName ?? '（選択中の支払先）' }, ...options]
                      : options
                  }
                  value={formOne.supplierId ?? ''}
                  error={error}
                  onChange={(e) => {
                    const id = Number(e.target.value) || null;
                    const name = suppliers?.find((s) => s.id === id)?.name ?? null;
                    setSupplierChoice({ supplierId: id, isNewSupplier: false, name });
                  }}
                  hint={matched ? '請求書の登録番号から支払先を選択しました。' : undefined}
                />
              ) : (
                <>
                  <p className="text-sm text-slate-600">
                    {q
                      ? '該当する支払先はありません。'
                      : '登録済みの支払先はありません。「新しい支払先を登録」を選んでください。'}
                  </p>
                  {error ? <FieldError message={error} /> : null}
                </>
              )}
            </div>
          )
        ) : (
          <div className="space-y-3">
            {newSupplier ? (
              <>
                <DefinitionList
                  rows={[
                    { label: '事業形態', value: BUSINESS_FORM_LABELS[newSupplier.body.businessForm] },
                    { label: '支払先名', value: newSupplier.body.body.name },
                    { label: '支払先名（カナ）', value: newSupplier.body.body.name_kana },
                    ...(newSupplier.body.businessForm === 1
                      ? [{ label: '法人番号', value: newSupplier.body.body.corporate_number }]
                      : []),
                  ]}
                />
                <Button variant="secondary" size="sm" onClick={onEditNew}>
                  <Pencil className="size-4" aria-hidden="true" />
                  支払先の入力内容を修正する
                </Button>
              </>
            ) : (
              <>
                <p className="text-sm text-slate-600">
                  {issuer ? `請求書の発行元「${issuer}」` : '請求書の発行元'}の事業者情報を入力してください。
                </p>
                <Button variant="secondary" onClick={onEditNew}>
                  <UserPlus className="size-4" aria-hidden="true" />
                  支払先の情報を入力する
                </Button>
              </>
            )}
            {error ? <FieldError message={error} /> : null}
          </div>
        )}
      </section>
    </Card>
  );
}
