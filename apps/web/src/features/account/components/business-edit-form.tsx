import { zodResolver } from '@hookform/resolvers/zod';
import { corporationUpdateRequestSchema, soleProprietorUpdateRequestSchema } from '@icp/contract';
import { useState } from 'react';
import { useAppForm } from '../../../lib/use-app-form.ts';
import type { FieldValues, Resolver } from 'react-hook-form';
import { BusinessFields } from '../../../components/business-forms/business-fields.tsx';
import {
  CORPORATION_BUSINESS_SECTIONS,
  fieldNamesOf,
  SOLE_PROPRIETOR_BUSINESS_SECTIONS,
} from '../../../components/business-forms/field-specs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { UserInfo } from '../../../lib/api/get-user-information.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { showSuccess } from '../../../lib/ui-store.ts';
import { useUpdateBusiness } from '../api/update-business.ts';
import type { CorporationUpdateBody, SoleProprietorUpdateBody } from '../api/update-business.ts';

const FORMS = {
  1: {
    schema: corporationUpdateRequestSchema,
    sections: CORPORATION_BUSINESS_SECTIONS,
    serverPrefix: 'corporation.',
    /** Changes that are recorded and may be reviewed: the legal identity of the business. */
    reviewed: ['corporate_name', 'corporate_name_kana', 'corporate_number', 'representative_name', 'representative_name_kana'],
    reviewedLabel: '法人名・法人番号・代表者',
  },
  2: {
    schema: soleProprietorUpdateRequestSchema,
    sections: SOLE_PROPRIETOR_BUSINESS_SECTIONS,
    serverPrefix: 'sole_proprietor.',
    reviewed: [
      'business_name',
      'business_name_kana',
      'representative_last_name',
      'representative_first_name',
      'representative_last_name_kana',
      'representative_first_name_kana',
    ],
    reviewedLabel: '屋号・代表者',
  },
} as const;

type Stored = Record<string, string | null>;

/** The stored values as form strings (a missing building name is an empty box). */
function defaultsOf(names: readonly string[], stored: Stored): FieldValues {
  return Object.fromEntries(names.map((n) => [n, stored[n] ?? '']));
}

/** 登録情報 edit: the business fields of registration, for PUT /users/corporation | /users/sole_proprietor. */
export function BusinessEditForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const businessForm = user.businessForm === 2 ? 2 : 1;
  const { schema, sections, serverPrefix, reviewed, reviewedLabel } = FORMS[businessForm];
  const stored = ((businessForm === 1 ? user.corporation : user.soleProprietor) ?? {}) as Stored;
  const names = fieldNamesOf(sections);
  const update = useUpdateBusiness();
  const [formError, setFormError] = useState<string | null>(null);

  // The two schemas differ only in field names; the form itself is driven by the field specs.
  const form = useAppForm<FieldValues, unknown, FieldValues>({
    mode: 'onChange',
    resolver: zodResolver(schema) as unknown as Resolver<FieldValues, unknown, FieldValues>,
    defaultValues: defaultsOf(names, stored),
  });
  const dirty = form.formState.dirtyFields;
  const reviewedChanges = sections
    .flatMap((s) => s.fields)
    .filter((f) => (reviewed as readonly string[]).includes(f.name) && dirty[f.name]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (businessForm === 1) await update.mutateAsync({ businessForm: 1, body: values as CorporationUpdateBody });
      else await update.mutateAsync({ businessForm: 2, body: values as SoleProprietorUpdateBody });
    } catch (e) {
      applyApiError(e, form.setError, names, {
        mapField: (f) => (f.startsWith(serverPrefix) ? f.slice(serverPrefix.length) : f),
        onUnmatched: setFormError,
      });
      return;
    }
    showSuccess('登録情報を更新しました。');
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="登録情報の編集" className="space-y-6">
      <Alert tone="info" title="変更内容の確認について">
        {reviewedLabel}の変更は履歴として記録され、内容を確認（審査）させていただく場合があります。
      </Alert>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <BusinessFields form={form} sections={sections} />
      {reviewedChanges.length > 0 ? (
        <Alert tone="info">確認の対象となる項目を変更しています：{reviewedChanges.map((f) => f.label).join('、')}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onDone} disabled={update.isPending}>
          キャンセル
        </Button>
        <Button type="submit" size="lg" pending={update.isPending}>
          変更を保存する
        </Button>
      </div>
    </form>
  );
}
