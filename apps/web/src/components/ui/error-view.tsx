import { TriangleAlert } from 'lucide-react';
import { ButtonLink } from './button.tsx';
import { Card } from './card.tsx';

/** The error page body: a title, a message and one way back. */
export function ErrorView({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      <p className="max-w-md whitespace-pre-line text-[15px] text-slate-600">{message}</p>
      <ButtonLink to={backTo} className="mt-2">
        {backLabel}
      </ButtonLink>
    </Card>
  );
}
