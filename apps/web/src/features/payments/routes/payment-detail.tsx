import { invoiceDisplayId } from '@icp/domain';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

function displayIdOf(id: string | undefined): string {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? invoiceDisplayId(n) : (id ?? '');
}

/** The detail child of /payments/{review,reserved,history,waiting}. */
export function Component() {
  const { id } = useParams();
  return <PlaceholderPage title="支払の詳細" lead={`支払番号: ${displayIdOf(id)}`} />;
}
