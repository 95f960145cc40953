import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  const { id } = useParams();
  return <PlaceholderPage title="支払先の支払履歴" lead={`番号: ${id ?? ''}`} />;
}
