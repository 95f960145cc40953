import { normalizeHolderKana, ZENGIN_HOLDER_MAX_BYTES } from '@icp/domain';

/**
 * What the bank will print for a transfer name, while it is typed: the Zengin half-width form and
 * its full-width reading (株式会社ホクトブツリュウ → ｶ)ﾎｸﾄﾌﾞﾂﾘﾕｳ, read カ）ホクトブツリユウ), so the
 * name that comes back later is no surprise. Nothing is shown for an empty or unsendable value
 * (the field's error says why).
 */
export function ZenginNamePreview({ id, value }: { id: string; value: string }) {
  const result = value.trim() === '' ? null : normalizeHolderKana(value);
  if (!result?.ok) return null;
  return (
    <div id={id} className="rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-2 text-sm" aria-live="polite">
      <p className="text-slate-600">振込データでの表記</p>
      <p className="font-mono text-base text-slate-900" data-testid="zengin-name-preview">
        {result.value}
      </p>
      <p className="text-xs text-slate-500">
        {result.display}（{result.bytes}/{ZENGIN_HOLDER_MAX_BYTES}文字）
      </p>
    </div>
  );
}
