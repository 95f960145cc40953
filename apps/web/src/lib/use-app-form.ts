import { useEffect, useMemo, useRef } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps react-hook-form's useForm.
import { useForm } from 'react-hook-form';
import type { FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';
import { focusFirstInvalidField } from './form-focus.ts';

function formOf(event: unknown): HTMLFormElement | null {
  const target =
    (event as { currentTarget?: unknown; target?: unknown } | undefined)?.currentTarget ??
    (event as { target?: unknown })?.target;
  if (target instanceof HTMLFormElement) return target;
  if (target instanceof Element) return target.closest('form');
  return null;
}

/**
 * react-hook-form's useForm for every form of the app: after a submit that ends with errors
 * (the schema's, or the server's set with setError while submitting) focus goes to the first
 * invalid field in document order — see form-focus.ts for why not `shouldFocusError`.
 */
export function useAppForm<TFieldValues extends FieldValues = FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues> = {},
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>({ ...props, shouldFocusError: false });
  const formElement = useRef<HTMLFormElement | null>(null);
  const focusPending = useRef(false);
  // submitCount and the errors arrive in one state update at the end of a submit, so when this
  // effect runs the fields already carry aria-invalid.
  const { submitCount } = form.formState;

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalidField(formElement.current);
  }, [submitCount]);

  const handleSubmit = useMemo(() => {
    const wrapped: UseFormReturn<TFieldValues, TContext, TTransformedValues>['handleSubmit'] = (onValid, onInvalid) => {
      const submit = form.handleSubmit(
        async (data, event) => {
          try {
            return await onValid(data, event);
          } finally {
            // A server answer mapped under the fields (applyApiError) counts as an error too.
            if (Object.keys(form.control._formState.errors).length > 0) focusPending.current = true;
          }
        },
        async (errors, event) => {
          focusPending.current = true;
          await onInvalid?.(errors, event);
        },
      );
      return (event) => {
        formElement.current = formOf(event) ?? formElement.current;
        return submit(event);
      };
    };
    return wrapped;
  }, [form]);

  // One object for the form's whole life, like useForm's own return (which stays the same object
  // and gets the current formState each render): screens put `form` in effect dependencies, and a
  // new object per render would re-run those effects after every render (an effect that sets a
  // value then re-renders for ever and never lets a navigation's transition commit).
  return useMemo(
    () =>
      new Proxy(form, {
        get: (target, key, receiver) => (key === 'handleSubmit' ? handleSubmit : Reflect.get(target, key, receiver)),
      }),
    [form, handleSubmit],
  );
}
