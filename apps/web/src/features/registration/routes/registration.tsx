import { zodResolver } from '@hookform/resolvers/zod';
import { corporationRegistrationSchema, soleProprietorRegistrationSchema } from '@icp/contract';
import { BUSINESS_FORM_LABELS } from '@icp/domain';
import { useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useLoaderData, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, TextLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckboxField, RadioCards } from '../../../components/ui/choice.tsx';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import type { Terms } from '../../../lib/api/get-terms.ts';
import { formatJapaneseDate } from '../../../lib/format.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { paths } from '../../../lib/paths.ts';
import type { RegistrationData } from '../api/load-registration-data.ts';
import type { BusinessCategory } from '../api/get-business-categories.ts';
import { validateRegistration } from '../api/validate-registration.ts';
import { CORPORATION_SECTIONS, fieldNamesOf, SOLE_PROPRIETOR_SECTIONS } from '../../../components/business-forms/field-specs.ts';
import { BusinessFields } from '../../../components/business-forms/business-fields.tsx';
import { RegistrationSteps } from '../components/registration-steps.tsx';
import { useRegistrationDraft } from '../stores/registration-draft.ts';
import type { RegistrationDraft } from '../stores/registration-draft.ts';
import { termsVersionLabel } from '../../../lib/glossary.ts';

const termsAgreed = z.boolean().refine((v) => v, '利用規約に同意してください。');

const FORMS = {
  1: {
    schema: corporationRegistrationSchema.extend({ terms_agreed: termsAgreed }),
    sections: CORPORATION_SECTIONS,
    serverPrefix: 'corporation.',
  },
  2: {
    schema: soleProprietorRegistrationSchema.extend({ terms_agreed: termsAgreed }),
    sections: SOLE_PROPRIETOR_SECTIONS,
    serverPrefix: 'sole_proprietor.',
  },
} as const;

type BusinessForm = 1 | 2;

function defaultsFor(businessForm: BusinessForm, draft: RegistrationDraft | null, terms: Terms | undefined): FieldValues {
  const names = fieldNamesOf(FORMS[businessForm].sections);
  const values: FieldValues = Object.fromEntries(names.map((n) => [n, '']));
  if (draft && draft.businessForm === businessForm) {
    for (const [k, v] of Object.entries(draft.values)) values[k] = v === undefined || v === null ? '' : String(v);
    values.terms_agreed = terms !== undefined && draft.termsVersion === terms.version;
  } else {
    values.terms_agreed = false;
  }
  return values;
}

function TermsAgreement({ terms }: { terms: Terms | undefined }) {
  if (!terms) return <Alert tone="error">利用規約を取得できませんでした。ページを再読み込みしてください。</Alert>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        現在の利用規約：<span className="font-semibold">{termsVersionLabel(terms.version)}</span>（
        {formatJapaneseDate(terms.effective_date)}
        施行）
      </p>
      <details className="rounded-xl border border-slate-200 bg-slate-50">
        <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-brand-700">利用規約を読む</summary>
        <div className="max-h-72 overflow-y-auto border-t border-slate-200 px-4 py-3 text-sm whitespace-pre-wrap text-slate-700">
          {terms.body}
        </div>
      </details>
    </div>
  );
}

function BusinessFormFields({
  businessForm,
  terms,
  categories,
}: {
  businessForm: BusinessForm;
  terms: Terms | undefined;
  categories: BusinessCategory[] | null;
}) {
  const navigate = useNavigate();
  const { schema, sections, serverPrefix } = FORMS[businessForm];
  const draft = useRegistrationDraft((s) => s.draft);
  const setDraft = useRegistrationDraft((s) => s.setDraft);
  const [pending, setPending] = useState(false);

  // The two schemas differ only in field names; the form itself is driven by the field specs.
  const form = useAppForm<FieldValues, unknown, FieldValues>({
    mode: 'onChange',
    resolver: zodResolver(schema) as unknown as Resolver<FieldValues, unknown, FieldValues>,
    defaultValues: defaultsFor(businessForm, draft, terms),
  });
  const termsErrorMessage = form.formState.errors.terms_agreed?.message;

  const onSubmit = form.handleSubmit(async (output) => {
    if (!terms) return;
    const { terms_agreed: _agreed, ...values } = output;
    setPending(true);
    try {
      if (businessForm === 1) {
        const corporation = values as z.output<typeof corporationRegistrationSchema>;
        await validateRegistration({ business_form: 1, corporation });
        setDraft({ businessForm: 1, values: corporation, termsVersion: terms.version });
      } else {
        const soleProprietor = values as z.output<typeof soleProprietorRegistrationSchema>;
        await validateRegistration({ business_form: 2, sole_proprietor: soleProprietor });
        setDraft({ businessForm: 2, values: soleProprietor, termsVersion: terms.version });
      }
      void navigate(paths.registrationConfirm());
    } catch (e) {
      applyApiError(e, form.setError, fieldNamesOf(sections), {
        mapField: (f) => (f.startsWith(serverPrefix) ? f.slice(serverPrefix.length) : f),
      });
      setPending(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {categories ? null : <Alert tone="error">業種の一覧を取得できませんでした。ページを再読み込みしてください。</Alert>}
      <BusinessFields form={form} sections={sections} categories={categories ?? undefined} />
      <Card>
        <h2 className="mb-4 text-lg font-bold text-slate-900">利用規約</h2>
        <TermsAgreement terms={terms} />
        <CheckboxField
          className="mt-4"
          label="利用規約に同意する"
          disabled={!terms}
          error={typeof termsErrorMessage === 'string' ? termsErrorMessage : undefined}
          {...form.register('terms_agreed')}
        />
      </Card>
      <div className="flex flex-col items-center gap-3">
        <Button type="submit" size="lg" className="w-full sm:w-80" pending={pending} disabled={!terms}>
          確認へ進む
        </Button>
      </div>
    </form>
  );
}

/** /registration: business info of a corporation or a sole proprietor, then the confirm step. */
export function Component() {
  const businessForm = useRegistrationDraft((s) => s.businessForm);
  const setBusinessForm = useRegistrationDraft((s) => s.setBusinessForm);
  const { categories, terms } = useLoaderData<RegistrationData>();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <DocumentTitle title="事業者情報の登録" />
      <RegistrationSteps current={1} />
      <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900">事業者情報の登録</h1>
      <p className="mt-2 mb-8 text-center text-sm text-slate-600">
        サービスのご利用には事業者情報の登録が必要です。入力内容は審査に使用します。
      </p>
      <Card className="mb-6">
        <RadioCards<'1' | '2'>
          legend="事業形態"
          name="business_form"
          required
          value={String(businessForm) as '1' | '2'}
          onChange={(v) => setBusinessForm(Number(v) as BusinessForm)}
          options={[
            { value: '1', label: BUSINESS_FORM_LABELS[1], description: '株式会社・合同会社など' },
            { value: '2', label: BUSINESS_FORM_LABELS[2], description: '個人で事業を営む方' },
          ]}
        />
      </Card>
      <BusinessFormFields key={businessForm} businessForm={businessForm} terms={terms ?? undefined} categories={categories} />
      <p className="mt-8 text-center text-sm text-slate-600">
        別のアカウントで利用する場合は <TextLink to={paths.signin()}>ログアウト</TextLink>
      </p>
    </div>
  );
}
