import { BUSINESS_FORM_LABELS, PREFECTURE_NAMES, toZenkakuKatakanaLoose } from '@icp/domain';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useAppForm } from '../../lib/use-app-form.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { RadioCards } from '../ui/choice.tsx';
import { describedBy, FieldShell, inputClass, SelectField, TextField } from '../ui/field.tsx';
import { formatPostalInput } from '../ui/postal-code-field.tsx';
import { PostalCodeLookupField } from '../address-lookup/postal-code-lookup-field.tsx';
import type { AddressAccess } from '../address-lookup/postal-code-lookup-field.tsx';
import { cn } from '../ui/cn.ts';
import { searchCorporations } from '../../lib/api/search-corporations.ts';
import type { Corporation } from '../../lib/api/search-corporations.ts';
import { companyResolver } from './company-resolver.ts';
import { nameLabelOf } from './company-values.ts';
import type { CompanyBody, CompanyFormValues } from './company-values.ts';
import { corporateNumberDigits, CorporationNameSearch, corporationSearchError } from './corporation-lookup.tsx';

const PREFECTURE_OPTIONS = PREFECTURE_NAMES.map((p) => ({ value: p, label: p }));

const BUSINESS_FORM_OPTIONS = [
  { value: '1', label: BUSINESS_FORM_LABELS[1], description: '株式会社・合同会社など（法人番号で検索できます）' },
  { value: '2', label: BUSINESS_FORM_LABELS[2], description: '個人で事業を営む方' },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-5 text-lg font-bold text-slate-900">{title}</h2>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

/**
 * The company step: 法人 / 個人事業主 and the fields of the contract schema. For a 法人 the
 * 法人番号 「検索」 (or a name search) fills the name, kana, postal code and address.
 */
export function CompanyForm({
  initialBusinessForm,
  defaultValues,
  locked,
  onSubmit,
  secondaryAction,
  submitLabel = '次へ',
}: {
  initialBusinessForm: 1 | 2;
  defaultValues: CompanyFormValues;
  /** The supplier already exists (the account call failed): shown, not editable. */
  locked?: boolean;
  onSubmit: (values: CompanyFormValues, parsed: CompanyBody) => void;
  secondaryAction?: ReactNode;
  submitLabel?: string;
}) {
  const [businessForm, setBusinessForm] = useState<1 | 2>(initialBusinessForm);
  const form = useAppForm<CompanyFormValues, unknown, CompanyBody>({
    mode: 'onChange',
    resolver: companyResolver(businessForm),
    defaultValues,
  });
  const { register, control, setValue, getValues, setError, clearErrors, formState } = form;
  const errors = formState.errors;
  const [lookupPending, setLookupPending] = useState(false);
  const [filled, setFilled] = useState<string | null>(null);

  const set = (name: keyof CompanyFormValues, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    setValue(name, value, { shouldValidate: true, shouldDirty: true });
  };

  const fill = (c: Corporation) => {
    set('corporate_number', c.corporate_number);
    set('name', c.name);
    set('name_kana', c.name_kana ? toZenkakuKatakanaLoose(c.name_kana) : null);
    set('postal_code', c.postal_code ? formatPostalInput(c.postal_code) : null);
    set('address_state', c.address_state);
    set('address_city', c.address_city);
    set('address_street', c.address_street);
    setFilled(`${c.name}の情報を入力欄に反映しました。内容をご確認ください。`);
  };

  const address: AddressAccess = {
    get: () => ({
      prefecture: getValues('address_state'),
      city: getValues('address_city'),
      street: getValues('address_street'),
    }),
    set: ({ prefecture, city, street }) => {
      set('address_state', prefecture);
      set('address_city', city);
      set('address_street', street);
    },
  };

  const lookupNumber = async () => {
    const digits = corporateNumberDigits(getValues('corporate_number'));
    setFilled(null);
    if (!/^\d{13}$/.test(digits)) {
      setError(
        'corporate_number',
        { type: 'lookup', message: '法人番号は13桁の数字で入力してください。' },
        { shouldFocus: true },
      );
      return;
    }
    setValue('corporate_number', digits, { shouldValidate: true });
    setLookupPending(true);
    try {
      const found = await searchCorporations(digits);
      const hit = found.find((c) => c.corporate_number === digits) ?? found[0];
      if (hit) fill(hit);
      else setError('corporate_number', { type: 'lookup', message: 'この法人番号の法人は見つかりませんでした。' });
    } catch (e) {
      setError('corporate_number', { type: 'lookup', message: corporationSearchError(e) });
    } finally {
      setLookupPending(false);
    }
  };

  const changeBusinessForm = (next: 1 | 2) => {
    setBusinessForm(next);
    setFilled(null);
    clearErrors();
  };

  const submit = form.handleSubmit((parsed) => onSubmit(getValues(), parsed));
  const kana = register('name_kana');
  const memoId = useId();

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <fieldset disabled={locked} className="space-y-6">
        <Card>
          <RadioCards<'1' | '2'>
            legend="事業形態"
            name="business_form"
            required
            value={String(businessForm) as '1' | '2'}
            onChange={(v) => changeBusinessForm(Number(v) as 1 | 2)}
            options={BUSINESS_FORM_OPTIONS}
          />
        </Card>

        <Section title="事業者情報">
          {businessForm === 1 ? (
            <div className="space-y-4 sm:col-span-2">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <TextField
                  label="法人番号"
                  required
                  inputMode="numeric"
                  maxLength={13}
                  placeholder="1234567890123"
                  hint="13桁の数字。「検索」で法人名・住所を入力できます"
                  className="max-w-72 font-mono tracking-wider"
                  containerClassName="flex-1"
                  error={errors.corporate_number?.message}
                  {...register('corporate_number')}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      void lookupNumber();
                    }
                  }}
                />
                <Button variant="secondary" className="sm:mt-7" onClick={() => void lookupNumber()} pending={lookupPending}>
                  <Search className="size-4" aria-hidden="true" />
                  検索
                </Button>
              </div>
              <CorporationNameSearch onPick={fill} disabled={locked} />
              {filled ? (
                <p role="status" className="text-sm font-medium text-emerald-700">
                  {filled}
                </p>
              ) : null}
            </div>
          ) : null}
          <TextField
            label={nameLabelOf(businessForm)}
            required
            autoComplete="organization"
            placeholder={businessForm === 1 ? '株式会社サンプル' : 'サンプル商店'}
            containerClassName="sm:col-span-2"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="支払先名（カナ）"
            required
            placeholder={businessForm === 1 ? 'カブシキガイシャサンプル' : 'サンプルショウテン'}
            hint="全角カタカナで入力してください（ひらがな・半角カナは変換します）"
            containerClassName="sm:col-span-2"
            error={errors.name_kana?.message}
            {...kana}
            onBlur={(e) => {
              const converted = toZenkakuKatakanaLoose(e.target.value);
              if (converted !== e.target.value) setValue('name_kana', converted, { shouldValidate: true, shouldDirty: true });
              return kana.onBlur(e);
            }}
          />
        </Section>

        <Section title="住所">
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="postal_code"
              render={({ field, fieldState }) => (
                <PostalCodeLookupField
                  label="郵便番号"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  address={address}
                />
              )}
            />
          </div>
          <SelectField
            label="都道府県"
            required
            options={PREFECTURE_OPTIONS}
            placeholder="選択してください"
            autoComplete="address-level1"
            error={errors.address_state?.message}
            {...register('address_state')}
          />
          <TextField
            label="市区町村"
            required
            autoComplete="address-level2"
            placeholder="千代田区"
            error={errors.address_city?.message}
            {...register('address_city')}
          />
          <TextField
            label="番地"
            required
            autoComplete="address-line1"
            placeholder="丸の内1-2-3"
            containerClassName="sm:col-span-2"
            error={errors.address_street?.message}
            {...register('address_street')}
          />
          <TextField
            label="建物名"
            autoComplete="address-line2"
            placeholder="サンプルビル5階"
            containerClassName="sm:col-span-2"
            error={errors.address_building_name?.message}
            {...register('address_building_name')}
          />
        </Section>

        <Section title="ご担当者・メモ（任意）">
          <TextField
            label="担当者名"
            autoComplete="off"
            placeholder="山田 花子"
            error={errors.contact_person_name?.message}
            {...register('contact_person_name')}
          />
          <TextField
            label="電話番号"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="0312345678"
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />
          <TextField
            label="メールアドレス"
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="keiri@example.co.jp"
            containerClassName="sm:col-span-2"
            error={errors.email_address?.message}
            {...register('email_address')}
          />
          <FieldShell
            id={memoId}
            label="メモ"
            hint="500文字以内。支払先には表示されません"
            error={errors.memo?.message}
            className="sm:col-span-2"
          >
            <textarea
              id={memoId}
              rows={3}
              aria-invalid={errors.memo ? true : undefined}
              aria-describedby={describedBy(memoId, true, errors.memo)}
              className={cn(inputClass, 'py-2.5')}
              {...register('memo')}
            />
          </FieldShell>
        </Section>
      </fieldset>

      <div className="flex flex-col-reverse items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        {secondaryAction}
        <Button type="submit" size="lg" className="w-full sm:w-56">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
