import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** A supplier or payment that does not exist (or belongs to another buyer: the API answers 404). */
export function NotFoundCard({
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
    <Card flush>
      <DocumentTitle title={title} />
      <EmptyState icon={SearchX} title={title} action={<ButtonLink to={backTo}>{backLabel}</ButtonLink>}>
        {message}
      </EmptyState>
    </Card>
  );
}

/** A route param that should be a positive integer id, or null. */
export function parseIdParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
