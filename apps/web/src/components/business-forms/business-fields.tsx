import { PREFECTURE_NAMES } from '@icp/domain';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { Control, FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { GLOSSARY } from '../../lib/glossary.ts';
import { PostalCodeLookupField } from '../address-lookup/postal-code-lookup-field.tsx';
import type { AddressAccess } from '../address-lookup/postal-code-lookup-field.tsx';
import { Card } from '../ui/card.tsx';
import { cn } from '../ui/cn.ts';
import { SelectField, TextField } from '../ui/field.tsx';
import { PostalCodeField } from '../ui/postal-code-field.tsx';
import type { AddressFieldNames, FieldSection, FieldSpec } from './field-specs.ts';
import { ZenginNamePreview } from './zengin-name-preview.tsx';

const PREFECTURE_OPTIONS = PREFECTURE_NAMES.map((p) => ({ value: p, label: p }));

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A transfer name with the preview of what the bank will print under it. */
function ZenginNameField<T extends FieldValues>({
  spec,
  control,
  error,
  registration,
}: {
  spec: FieldSpec;
  control: UseFormReturn<T, unknown, unknown>['control'];
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const previewId = useId();
  const value = useWatch({ control: control as Control<FieldValues>, name: spec.name });
  return (
    <div className="space-y-2">
      <TextField
        label={spec.label}
        required={!spec.optional}
        hint={spec.hint}
        error={error}
        autoComplete="off"
        placeholder={spec.placeholder}
        {...registration}
      />
      {error ? null : <ZenginNamePreview id={previewId} value={typeof value === 'string' ? value : ''} />}
    </div>
  );
}

interface Props<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  sections: readonly FieldSection[];
  /** For the 業種 select (registration only). */
  categories?: readonly { id: number; name: string }[] | undefined;
}

/** Renders the field specs with react-hook-form; errors appear under each field (registration, 登録情報). */
export function BusinessFields<T extends FieldValues>({ form, sections, categories }: Props<T>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const errorOf = (name: string): string | undefined => {
    const e = errors[name];
    return typeof e?.message === 'string' ? e.message : undefined;
  };

  const copy = (pairs: readonly (readonly [string, string])[]) => {
    for (const [from, to] of pairs) {
      form.setValue(to as Path<T>, form.getValues(from as Path<T>) as PathValue<T, Path<T>>, {
        shouldValidate: true,
        shouldDirty: true,
      });
    }
  };

  const addressAccess = (names: AddressFieldNames): AddressAccess => ({
    get: () => ({
      prefecture: String(form.getValues(names.prefecture as Path<T>) ?? ''),
      city: String(form.getValues(names.city as Path<T>) ?? ''),
      street: String(form.getValues(names.street as Path<T>) ?? ''),
    }),
    set: (values) => {
      for (const [key, value] of Object.entries(values)) {
        form.setValue(names[key as keyof AddressFieldNames] as Path<T>, value as PathValue<T, Path<T>>, {
          shouldValidate: true,
          shouldDirty: true,
        });
      }
    },
  });

  const renderField = (f: FieldSpec) => {
    const name = f.name as Path<T>;
    const common = { label: f.label, required: !f.optional, error: errorOf(f.name), hint: f.hint };
    switch (f.kind) {
      case 'postal':
        return (
          <Controller
            control={control}
            name={name}
            render={({ field, fieldState }) => {
              const props = {
                label: f.label,
                required: true,
                value: field.value as string | undefined,
                onChange: field.onChange,
                onBlur: field.onBlur,
                name: field.name,
                ref: field.ref,
                error: fieldState.error?.message,
              };
              return f.address ? (
                <PostalCodeLookupField {...props} address={addressAccess(f.address)} />
              ) : (
                <PostalCodeField {...props} />
              );
            }}
          />
        );
      case 'prefecture':
        return (
          <SelectField
            {...common}
            options={PREFECTURE_OPTIONS}
            placeholder={GLOSSARY.selectPlaceholder}
            autoComplete="address-level1"
            {...register(name)}
          />
        );
      case 'category':
        return (
          <SelectField
            {...common}
            options={(categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            placeholder={categories ? GLOSSARY.selectPlaceholder : '読み込み中…'}
            disabled={!categories}
            {...register(name)}
          />
        );
      case 'zengin':
        return <ZenginNameField spec={f} control={control} error={errorOf(f.name)} registration={register(name)} />;
      case 'date':
        return <TextField {...common} type="date" min="1900-01-01" max={today()} className="max-w-56" {...register(name)} />;
      case 'tel':
        return (
          <TextField
            {...common}
            type="tel"
            inputMode="tel"
            autoComplete={f.autoComplete}
            placeholder={f.placeholder}
            className="max-w-72"
            {...register(name)}
          />
        );
      case 'corporateNumber':
        return (
          <TextField
            {...common}
            inputMode="numeric"
            maxLength={13}
            placeholder={f.placeholder}
            className="max-w-72 font-mono tracking-wider"
            {...register(name)}
          />
        );
      default:
        return <TextField {...common} autoComplete={f.autoComplete ?? 'off'} placeholder={f.placeholder} {...register(name)} />;
    }
  };

  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <Card key={section.title}>
          <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="text-lg font-bold text-slate-900">{section.title}</h2>
              {section.description ? <p className="mt-1 text-sm text-slate-600">{section.description}</p> : null}
            </div>
            {section.copyFrom ? (
              <button
                type="button"
                onClick={() => copy(section.copyFrom?.pairs ?? [])}
                className="rounded-lg border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {section.copyFrom.label}にする
              </button>
            ) : null}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {section.fields.map((f) => (
              <div key={f.name} className={cn(!f.half && 'sm:col-span-2')}>
                {renderField(f)}
              </div>
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
