import { ChevronLeft } from 'lucide-react';
import { TextLink } from '../../../components/ui/button.tsx';

/** The way back from a settings sub-page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <TextLink to={to} className="mb-4 inline-flex items-center gap-1 text-sm no-underline">
      <ChevronLeft className="size-4" aria-hidden="true" />
      {label}
    </TextLink>
  );
}
