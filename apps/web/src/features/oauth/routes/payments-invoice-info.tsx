import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  const { preId } = useParams();
  return <PlaceholderPage title="支払情報の入力" lead={`連携番号: ${preId ?? ''}`} />;
}
