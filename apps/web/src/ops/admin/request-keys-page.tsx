import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { toDigits } from '../components/ops-format.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { FormAlert, ISO_DATE, jstInstant, LOCAL_DATETIME, useServerError } from './admin-form.tsx';
import { createRequestKey } from './api.ts';
import type { RequestKeyResult } from './api.ts';

const schema = z.object({
  buyer_email: z
    .string()
    .trim()
    .min(1, '購入者のメールアドレスを入力してください。')
    .email('メールアドレスの形式が正しくありません。'),
  seller_name: z
    .string()
    .trim()
    .min(1, '請求元の名称を入力してください。')
    .max(100, '請求元の名称は100文字以内で入力してください。'),
  amount: z
    .string()
    .transform(toDigits)
    .refine(
      (v) => /^\d{1,8}$/.test(v) && Number(v) > 0 && Number(v) <= 10_000_000,
      '請求金額は1〜10,000,000円で入力してください。',
    ),
  due_date: z.string().min(1, '支払期限を入力してください。').regex(ISO_DATE, '支払期限は YYYY-MM-DD の形式で入力してください。'),
  expires_at: z.string().min(1, '有効期限を入力してください。').regex(LOCAL_DATETIME, '有効期限を正しく入力してください。'),
  key: z.string().trim().max(40, '請求キーは40文字以内で入力してください。'),
  document_number: z.string().trim().max(50, '管理番号は50文字以内で入力してください。'),
});
type Values = z.output<typeof schema>;

const bodyOf = (v: Values) => ({
  buyer_email: v.buyer_email,
  seller_name: v.seller_name,
  amount: Number(v.amount),
  due_date: v.due_date,
  expires_at: jstInstant(v.expires_at),
  ...(v.key ? { key: v.key } : {}),
  ...(v.document_number ? { document_number: v.document_number } : {}),
});

/** 請求キー: a seller's request for card payment, which the buyer opens with the key. */
export function Component() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useAppForm({
    resolver: zodResolver(schema),
    defaultValues: { buyer_email: '', seller_name: '', amount: '', due_date: '', expires_at: '', key: '', document_number: '' },
  });
  const server = useServerError(setError, [
    'buyer_email',
    'seller_name',
    'amount',
    'due_date',
    'expires_at',
    'key',
    'document_number',
  ]);
  const [created, setCreated] = useState<RequestKeyResult | null>(null);
  return (
    <div className="space-y-6">
      <OpsPageHeader title="請求キー" lead="請求元からのカード払い依頼を作成します。購入者は請求キーを入力して支払います。" />
      {created ? (
        <Alert tone="success" title="請求キーを作成しました">
          <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-y-1">
            <dt>請求キー</dt>
            <dd className="font-mono text-base font-bold break-all">{created.key}</dd>
            <dt>支払</dt>
            <dd>{created.display_id}</dd>
            <dt>管理番号</dt>
            <dd>{created.document_number}</dd>
            <dt>有効期限</dt>
            <dd>{formatDateTime(created.expires_at)}</dd>
          </dl>
        </Alert>
      ) : null}
      <OpsPanel title="新しい請求キー">
        <form
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit(async (v) => {
            try {
              setCreated(await createRequestKey(bodyOf(v)));
              reset();
              server.clear();
            } catch (e) {
              server.apply(e);
            }
          })}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="購入者のメールアドレス"
              type="email"
              required
              error={errors.buyer_email?.message}
              {...register('buyer_email')}
            />
            <TextField label="請求元の名称" required error={errors.seller_name?.message} {...register('seller_name')} />
            <TextField
              label="請求金額（円）"
              required
              inputMode="numeric"
              error={errors.amount?.message}
              {...register('amount')}
            />
            <TextField label="支払期限" type="date" required error={errors.due_date?.message} {...register('due_date')} />
            <TextField
              label="有効期限（日本時間）"
              type="datetime-local"
              required
              error={errors.expires_at?.message}
              {...register('expires_at')}
            />
            <TextField label="請求キー" hint="空欄なら自動で作成します。" error={errors.key?.message} {...register('key')} />
            <TextField
              label="請求元の管理番号"
              hint="任意"
              error={errors.document_number?.message}
              {...register('document_number')}
            />
          </div>
          <FormAlert message={server.message} />
          <Button type="submit" pending={isSubmitting}>
            作成する
          </Button>
        </form>
      </OpsPanel>
    </div>
  );
}
