import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  return <PlaceholderPage title="お支払い方法" lead="支払に使うクレジットカードを管理します。" />;
}
