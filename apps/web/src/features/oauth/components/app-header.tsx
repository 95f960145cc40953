import { ArrowLeftRight } from 'lucide-react';
import { PartnerAppLogo } from '../../../components/partner-app/partner-app-logo.tsx';
import { LogoMark } from '../../../components/ui/logo.tsx';
import type { InteractionDetails } from '../api/get-oauth-interaction.ts';

/** Above the heading of every authorization screen: the app asking, beside our mark. */
export function AppHeader({ client }: { client: InteractionDetails['client'] }) {
  return (
    <div className="mb-6 flex flex-col items-center gap-3">
      <div className="flex items-center gap-3" aria-hidden="true">
        <PartnerAppLogo name={client.name} logoDataUri={client.logo_data_uri} size="lg" />
        <ArrowLeftRight className="size-5 text-slate-400" />
        <span className="flex size-16 items-center justify-center rounded-2xl border border-slate-200 bg-white">
          <LogoMark className="size-10" />
        </span>
      </div>
      <p className="text-center text-sm font-semibold break-words text-slate-700">{client.name}</p>
    </div>
  );
}
