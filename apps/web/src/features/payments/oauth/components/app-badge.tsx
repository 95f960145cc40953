import type { PrePayment } from '@icp/contract';
import { cn } from '../../../../components/ui/cn.ts';

type Client = PrePayment['client'];

/** Only an inline image may be drawn: a partner's logo never makes the browser fetch anything. */
const isInlineImage = (uri: string | null): uri is string =>
  uri !== null && /^data:image\/(png|jpeg|gif|webp);base64,/i.test(uri);

/** The partner app's logo (or its initial) and name. The name is text, so the logo is decorative. */
export function AppBadge({ client, className, size = 'md' }: { client: Client; className?: string; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-6 text-xs' : 'size-9 text-sm';
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2', className)}>
      {isInlineImage(client.logo_data_uri) ? (
        <img src={client.logo_data_uri} alt="" className={cn('shrink-0 rounded-md object-contain', box)} />
      ) : (
        <span
          aria-hidden="true"
          className={cn('flex shrink-0 items-center justify-center rounded-md bg-brand-50 font-bold text-brand-700', box)}
        >
          {client.name.trim().charAt(0) || '?'}
        </span>
      )}
      <span className="truncate font-semibold text-slate-900">{client.name}</span>
    </span>
  );
}
