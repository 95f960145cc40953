import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  return <PlaceholderPage title="請求書のアップロード" lead="支払う請求書（JPG・PNG・PDF）をアップロードしてください。" />;
}
