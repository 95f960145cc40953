import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppForm } from './use-app-form.ts';

describe('useAppForm', () => {
  it('is one object for the life of the form, like useForm, while formState stays current', () => {
    const { result, rerender } = renderHook(() => useAppForm<{ name: string }>({ defaultValues: { name: '' } }));
    const first = result.current;
    // Read so react-hook-form's proxy subscribes to it.
    expect(first.formState.isDirty).toBe(false);
    act(() => result.current.setValue('name', '山田', { shouldDirty: true }));
    rerender();
    // Screens put `form` in effect dependencies: a new object per render re-ran them after every render.
    expect(result.current).toBe(first);
    expect(result.current.formState.isDirty).toBe(true);
    expect(typeof result.current.handleSubmit).toBe('function');
  });
});
