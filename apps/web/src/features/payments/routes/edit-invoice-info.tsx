import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  const { id } = useParams();
  return <PlaceholderPage title="支払情報の修正" lead={`番号: ${id ?? ''}`} />;
}
