import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  return <PlaceholderPage title="登録情報" lead="事業者情報と担当者の情報です。" />;
}
