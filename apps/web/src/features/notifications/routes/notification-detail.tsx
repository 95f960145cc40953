import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  const { id } = useParams();
  return <PlaceholderPage title="お知らせ" lead={`番号: ${id ?? ''}`} />;
}
