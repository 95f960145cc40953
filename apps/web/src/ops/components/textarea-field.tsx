import { useId } from 'react';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { describedBy, FieldShell, inputClass } from '../../components/ui/field.tsx';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line field with the same label, hint and error as TextField. */
export function TextAreaField({ label, hint, error, required, className, ref, rows = 4, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required || undefined}
        className={cn(inputClass, 'py-2.5 leading-relaxed', className)}
        {...rest}
      />
    </FieldShell>
  );
}
