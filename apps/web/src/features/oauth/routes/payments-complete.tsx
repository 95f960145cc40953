import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  const { preId } = useParams();
  return <PlaceholderPage title="支払の申請が完了しました" lead={`連携番号: ${preId ?? ''}`} />;
}
