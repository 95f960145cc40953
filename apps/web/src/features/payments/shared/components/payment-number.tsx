/** 支払番号 over the number, large. One paragraph, label and number: a large bold line of its own reads as a heading (axe p-as-heading). */
export function PaymentNumber({ displayId }: { displayId: string }) {
  return (
    <p className="mt-3 text-sm text-slate-600">
      支払番号
      <span className="mt-1 block font-mono text-2xl font-bold text-slate-900" data-testid="display-id">
        {displayId}
      </span>
    </p>
  );
}
