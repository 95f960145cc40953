import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  const { id } = useParams();
  return <PlaceholderPage title="下書きの詳細" lead={`番号: ${id ?? ''}`} />;
}
