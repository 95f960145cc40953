import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  const { paymentId } = useParams();
  return <PlaceholderPage title="支払履歴の詳細" lead={`番号: ${paymentId ?? ''}`} />;
}
