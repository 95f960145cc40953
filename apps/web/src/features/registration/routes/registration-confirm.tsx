import { formatPostalCode, normalizeHolderKana } from '@icp/domain';
import { BUSINESS_FORM_LABELS } from '@icp/domain';
import { useState } from 'react';
import { Navigate, useLoaderData, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import type { RegistrationData } from '../api/load-registration-data.ts';
import { acceptLicense } from '../../../lib/api/accept-license.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatJapaneseDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { reloadUser } from '../../../lib/session/post-login.ts';
import { registerCorporation } from '../api/register-corporation.ts';
import { registerSoleProprietor } from '../api/register-sole-proprietor.ts';
import { CORPORATION_SECTIONS, SOLE_PROPRIETOR_SECTIONS } from '../../../components/business-forms/field-specs.ts';
import type { FieldSpec } from '../../../components/business-forms/field-specs.ts';
import { RegistrationSteps } from '../components/registration-steps.tsx';
import { useRegistrationDraft } from '../stores/registration-draft.ts';
import { termsVersionLabel } from '../../../lib/glossary.ts';

function displayValue(f: FieldSpec, raw: unknown, categories: readonly { id: number; name: string }[] | undefined): string {
  if (raw === undefined || raw === null || raw === '') return f.optional ? '（なし）' : '—';
  const s = String(raw);
  switch (f.kind) {
    case 'postal':
      return formatPostalCode(s) ?? s;
    case 'date':
      return formatJapaneseDate(s);
    case 'category':
      return categories?.find((c) => c.id === Number(raw))?.name ?? s;
    case 'zengin': {
      // Stored as the bank prints it (half-width); read back in full-width, as on the form's preview.
      const name = normalizeHolderKana(s);
      return name.ok ? name.display : s;
    }
    default:
      return s;
  }
}

/** /registration/confirm: every value read-only → 登録する (license, then the registration). */
export function Component() {
  const navigate = useNavigate();
  const draft = useRegistrationDraft((s) => s.draft);
  const clearDraft = useRegistrationDraft((s) => s.clear);
  const { categories } = useLoaderData<RegistrationData>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (!draft) return done ? null : <Navigate to={paths.registration()} replace />;

  const sections = draft.businessForm === 1 ? CORPORATION_SECTIONS : SOLE_PROPRIETOR_SECTIONS;
  const values = draft.values as Record<string, unknown>;

  const finish = async (to: string) => {
    setDone(true);
    try {
      await reloadUser();
    } catch (e) {
      console.error(e);
    }
    clearDraft();
    void navigate(to, { replace: true });
  };

  const onRegister = async () => {
    setError(null);
    setPending(true);
    try {
      await acceptLicense({ terms_version: draft.termsVersion });
      if (draft.businessForm === 1) await registerCorporation(draft.values);
      else await registerSoleProprietor(draft.values);
    } catch (e) {
      setPending(false);
      if (isApiError(e) && e.status === 'already_registered') {
        await finish(paths.toppage());
        return;
      }
      const details = isApiError(e) && e.errors.length > 0 ? `\n${e.errors.map((x) => `・${x.message}`).join('\n')}` : '';
      setError(`${isApiError(e) ? e.message : '登録できませんでした。時間をおいて再度お試しください。'}${details}`);
      return;
    }
    await finish(paths.registrationResult());
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <DocumentTitle title="登録内容の確認" />
      <RegistrationSteps current={2} />
      <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900">登録内容の確認</h1>
      <p className="mt-2 mb-8 text-center text-sm text-slate-600">内容をご確認のうえ「登録する」を押してください。</p>
      {error ? (
        <Alert tone="error" className="mb-6">
          {error}
        </Alert>
      ) : null}
      <div className="space-y-6">
        <Card>
          <dl className="grid gap-1 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-semibold text-slate-500">事業形態</dt>
            <dd className="text-slate-900">{BUSINESS_FORM_LABELS[draft.businessForm]}</dd>
          </dl>
        </Card>
        {sections.map((section) => (
          <Card key={section.title}>
            <h2 className="mb-4 text-lg font-bold text-slate-900">{section.title}</h2>
            <dl className="divide-y divide-slate-100">
              {section.fields.map((f) => (
                <div key={f.name} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                  <dt className="text-sm font-semibold text-slate-500">{f.label}</dt>
                  <dd className="break-words text-slate-900">{displayValue(f, values[f.name], categories ?? undefined)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
        <Card>
          <dl className="grid gap-1 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-semibold text-slate-500">利用規約</dt>
            <dd className="text-slate-900">{termsVersionLabel(draft.termsVersion)}に同意する</dd>
          </dl>
        </Card>
      </div>
      <div className="mt-8 flex flex-col-reverse items-center justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.registration()} variant="secondary" size="lg" className="w-full sm:w-56">
          修正する
        </ButtonLink>
        <Button size="lg" className="w-full sm:w-56" onClick={() => void onRegister()} pending={pending || done}>
          登録する
        </Button>
      </div>
    </div>
  );
}
