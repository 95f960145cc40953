import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { OpsBadge } from '../components/ops-badge.tsx';
import { toDigits } from '../components/ops-format.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { messageOf } from '../payouts/components/batch-dialogs.tsx';
import { DataTable, Td, Th } from '../payouts/components/table.tsx';
import { FormAlert, jstInstant, LOCAL_DATETIME, useServerError } from './admin-form.tsx';
import { adminKeys, createPromotion, promotionsQueryOptions } from './api.ts';
import type { Promotion } from './api.ts';

/** 5000 bp → 「手数料50%引き」; yen → 「手数料から¥1,000引き」. */
export const discountText = (p: Pick<Promotion, 'discount_type' | 'discount_value'>) =>
  p.discount_type === 'rate' ? `手数料${p.discount_value / 100}%引き` : `手数料から${formatAmount(p.discount_value)}引き`;

const optionalLocal = (label: string) =>
  z.string().refine((v) => v === '' || LOCAL_DATETIME.test(v), `${label}を正しく入力してください。`);

const schema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{1,32}$/, 'コードは半角英大文字・数字・_・- の32文字以内で入力してください。'),
    description: z.string().trim().min(1, '説明を入力してください。').max(200, '説明は200文字以内で入力してください。'),
    discount_type: z.enum(['rate', 'amount'], { error: '割引の種類を選択してください。' }),
    discount_value: z.string(),
    starts_at: optionalLocal('開始日時'),
    ends_at: optionalLocal('終了日時'),
    max_uses_per_buyer: z.string().regex(/^\d{0,4}$/, '1事業者あたりの利用回数は数字で入力してください。'),
  })
  .superRefine((v, ctx) => {
    const n = Number(toDigits(v.discount_value));
    if (!/^\d+$/.test(toDigits(v.discount_value)) || n <= 0)
      ctx.addIssue({ code: 'custom', path: ['discount_value'], message: '割引を1以上の数字で入力してください。' });
    else if (v.discount_type === 'rate' && n > 100)
      ctx.addIssue({ code: 'custom', path: ['discount_value'], message: '割引率は100%以下で入力してください。' });
    if (v.starts_at && v.ends_at && v.starts_at >= v.ends_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '終了日時は開始日時より後にしてください。' });
    if (v.max_uses_per_buyer !== '' && Number(v.max_uses_per_buyer) < 1)
      ctx.addIssue({ code: 'custom', path: ['max_uses_per_buyer'], message: '利用回数は1以上で入力してください。' });
  });
type Values = z.output<typeof schema>;

/** The API's body: a rate in % on screen is basis points on the wire (50% = 5000). */
export function promotionBody(v: Values) {
  const n = Number(toDigits(v.discount_value));
  return {
    code: v.code,
    description: v.description,
    discount_type: v.discount_type,
    discount_value: v.discount_type === 'rate' ? n * 100 : n,
    ...(v.starts_at ? { starts_at: jstInstant(v.starts_at) } : {}),
    ...(v.ends_at ? { ends_at: jstInstant(v.ends_at) } : {}),
    ...(v.max_uses_per_buyer ? { max_uses_per_buyer: Number(v.max_uses_per_buyer) } : {}),
  };
}

function CreateForm() {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useAppForm({
    resolver: zodResolver(schema),
    defaultValues: {
      code: '',
      description: '',
      discount_type: 'rate' as 'rate' | 'amount',
      discount_value: '',
      starts_at: '',
      ends_at: '',
      max_uses_per_buyer: '1',
    },
  });
  const server = useServerError(setError, [
    'code',
    'description',
    'discount_type',
    'discount_value',
    'starts_at',
    'ends_at',
    'max_uses_per_buyer',
  ]);
  const type = watch('discount_type');
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(async (v) => {
        try {
          const { promotion } = await createPromotion(promotionBody(v));
          reset();
          server.clear();
          showSuccess(`プロモーションコード ${promotion.code} を発行しました。`);
        } catch (e) {
          server.apply(e);
        } finally {
          void queryClient.invalidateQueries({ queryKey: adminKeys.promotions });
        }
      })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="コード"
          required
          autoCapitalize="characters"
          hint="半角英大文字・数字・_・-"
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField label="説明" required error={errors.description?.message} {...register('description')} />
        <SelectField
          label="割引の種類"
          required
          options={[
            { value: 'rate', label: '手数料の割合（%）' },
            { value: 'amount', label: '手数料から定額（円）' },
          ]}
          error={errors.discount_type?.message}
          {...register('discount_type')}
        />
        <TextField
          label={type === 'rate' ? '割引率（%）' : '割引額（円）'}
          required
          inputMode="numeric"
          error={errors.discount_value?.message}
          {...register('discount_value')}
        />
        <TextField
          label="開始日時（日本時間）"
          type="datetime-local"
          hint="空欄なら今から"
          error={errors.starts_at?.message}
          {...register('starts_at')}
        />
        <TextField
          label="終了日時（日本時間）"
          type="datetime-local"
          hint="空欄なら期限なし"
          error={errors.ends_at?.message}
          {...register('ends_at')}
        />
        <TextField
          label="1事業者あたりの利用回数"
          inputMode="numeric"
          error={errors.max_uses_per_buyer?.message}
          {...register('max_uses_per_buyer')}
        />
      </div>
      <FormAlert message={server.message} />
      <Button type="submit" pending={isSubmitting}>
        発行する
      </Button>
    </form>
  );
}

/** プロモーションコード: list and issue. */
export function Component() {
  const list = useQuery(promotionsQueryOptions());
  return (
    <div className="space-y-6">
      <OpsPageHeader title="プロモーションコード" lead="利用者が支払時に入力すると、手数料が割り引かれます。" />
      <OpsPanel title="発行済みのコード" flush>
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError message={messageOf(list.error)} onRetry={() => void list.refetch()} />
        ) : list.data.promotions.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">プロモーションコードはまだありません。</p>
        ) : (
          <DataTable caption="プロモーションコード">
            <thead>
              <tr>
                <Th>コード</Th>
                <Th>説明</Th>
                <Th>割引</Th>
                <Th>期間</Th>
                <Th numeric>回数</Th>
                <Th>状態</Th>
              </tr>
            </thead>
            <tbody>
              {list.data.promotions.map((p) => (
                <tr key={p.id}>
                  <Td className="font-mono font-semibold whitespace-nowrap">{p.code}</Td>
                  <Td className="min-w-40">{p.description}</Td>
                  <Td className="whitespace-nowrap">{discountText(p)}</Td>
                  <Td className="text-xs whitespace-nowrap">
                    {formatDateTime(p.starts_at)} 〜<br />
                    {p.ends_at ? formatDateTime(p.ends_at) : '期限なし'}
                  </Td>
                  <Td numeric>{p.max_uses_per_buyer}回</Td>
                  <Td>{p.active ? <OpsBadge tone="green">有効</OpsBadge> : <OpsBadge>終了・未開始</OpsBadge>}</Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </OpsPanel>
      <OpsPanel title="新しいコードを発行">
        <CreateForm />
      </OpsPanel>
    </div>
  );
}
