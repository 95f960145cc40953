import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useAppForm } from '../../lib/use-app-form.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { TextAreaField } from '../components/textarea-field.tsx';
import { ConfirmCallDialog } from '../payouts/components/batch-dialogs.tsx';
import { FormAlert, useServerError } from './admin-form.tsx';
import { publishNotice } from './api.ts';

const noticeSchema = z.object({
  title: z.string().trim().min(1, '件名を入力してください。').max(100, '件名は100文字以内で入力してください。'),
  body: z.string().trim().min(1, '本文を入力してください。').max(5000, '本文は5000文字以内で入力してください。'),
  buyer_id: z
    .string()
    .trim()
    .regex(/^(\d{1,15})?$/, '事業者IDは数字で入力してください。'),
  link_path: z
    .string()
    .trim()
    .max(300, 'リンク先は300文字以内で入力してください。')
    .regex(/^(\/(?!\/)\S*)?$/, 'リンク先は / で始まるアプリ内のパスで入力してください。'),
});
type NoticeValues = z.output<typeof noticeSchema>;

const bodyOf = (v: NoticeValues) => ({
  title: v.title,
  body: v.body,
  ...(v.buyer_id ? { buyer_id: Number(v.buyer_id) } : {}),
  ...(v.link_path ? { link_path: v.link_path } : {}),
});

/** お知らせ配信: to every buyer, or to one. */
export function Component() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useAppForm({ resolver: zodResolver(noticeSchema), defaultValues: { title: '', body: '', buyer_id: '', link_path: '' } });
  const server = useServerError(setError, ['title', 'body', 'buyer_id', 'link_path']);
  const [confirming, setConfirming] = useState<NoticeValues | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <OpsPageHeader title="お知らせ配信" lead="利用者のお知らせ一覧に表示されます。配信後は取り消せません。" />
      <OpsPanel title="新しいお知らせ">
        <form
          noValidate
          onSubmit={handleSubmit((v) => {
            server.clear();
            setSent(null);
            setConfirming(v);
          })}
          className="space-y-4"
        >
          <TextField label="件名" required maxLength={100} error={errors.title?.message} {...register('title')} />
          <TextAreaField label="本文" required rows={8} maxLength={5000} error={errors.body?.message} {...register('body')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="配信先の事業者ID"
              inputMode="numeric"
              hint="空欄なら全事業者へ配信します。"
              error={errors.buyer_id?.message}
              {...register('buyer_id')}
            />
            <TextField
              label="リンク先"
              hint="例: /payments/review（任意）"
              error={errors.link_path?.message}
              {...register('link_path')}
            />
          </div>
          <FormAlert message={server.message} />
          {sent ? <Alert tone="success">{sent}</Alert> : null}
          <Button type="submit">配信内容を確認</Button>
        </form>
      </OpsPanel>
      {confirming ? (
        <ConfirmCallDialog
          onClose={() => setConfirming(null)}
          title={confirming.buyer_id ? `事業者 ${confirming.buyer_id} に配信しますか？` : '全事業者に配信しますか？'}
          description={`件名: ${confirming.title}\n\n${confirming.body.length > 300 ? `${confirming.body.slice(0, 300)}…` : confirming.body}`}
          submitLabel="配信する"
          call={async () => {
            try {
              const res = await publishNotice(bodyOf(confirming));
              setSent(`お知らせ ${res.id} を${res.buyer_id === null ? '全事業者' : `事業者 ${res.buyer_id}`}に配信しました。`);
              reset();
              setConfirming(null);
            } catch (e) {
              // Field errors go under the fields: close the dialog so they can be seen.
              setConfirming(null);
              server.apply(e);
            }
          }}
        />
      ) : null}
    </div>
  );
}
