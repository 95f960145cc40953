import type { ExtractedFieldName, InvoiceExtraction } from '@icp/contract';
import { Alert } from '../../../../components/ui/alert.tsx';
import { isConfidentReading } from '../../shared/components/read-badge.tsx';

/** What a new supplier and a new account are prefilled with from the invoice. */
export const SUPPLIER_READINGS = [
  'issuer_name',
  'registration_number',
  'issuer_postal_code',
  'issuer_address',
  'issuer_phone',
] as const;
export const ACCOUNT_READINGS = ['bank_name', 'branch_name', 'account_type', 'account_number', 'account_holder'] as const;

const FIELD_LABELS: Partial<Record<ExtractedFieldName, string>> = {
  issuer_name: '法人名・屋号',
  registration_number: '登録番号',
  issuer_postal_code: '郵便番号',
  issuer_address: '住所',
  issuer_phone: '電話番号',
  bank_name: '金融機関',
  branch_name: '支店',
  account_type: '預金種目',
  account_number: '口座番号',
  account_holder: '口座名義',
};

/** The fields of `names` that were read but not surely: prefilled, and to be checked by the buyer. */
export function uncertainReadings(extraction: InvoiceExtraction, names: readonly ExtractedFieldName[]): string[] {
  return names.flatMap((name) => {
    const read = extraction.fields[name];
    return read && read.value !== null && !isConfidentReading(read) ? [FIELD_LABELS[name] ?? name] : [];
  });
}

/**
 * Above a form prefilled from the invoice: which of its values the reader was not sure of
 * (「読み取り結果をご確認ください」), so the buyer checks those before using them.
 */
export function UncertainReadings({
  extraction,
  names,
}: {
  extraction: InvoiceExtraction;
  names: readonly ExtractedFieldName[];
}) {
  const labels = uncertainReadings(extraction, names);
  if (labels.length === 0) return null;
  return (
    <Alert title="読み取り結果をご確認ください">
      請求書から読み取った次の項目は、読み取りに自信がありません。請求書と見比べてご確認ください：{labels.join('、')}
    </Alert>
  );
}
