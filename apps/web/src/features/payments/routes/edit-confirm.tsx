import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  const { id } = useParams();
  return <PlaceholderPage title="修正内容の確認" lead={`番号: ${id ?? ''}`} />;
}
