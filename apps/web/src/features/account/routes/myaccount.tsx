import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export function Component() {
  return <PlaceholderPage title="ログイン情報" lead="メールアドレスやパスワードなど、ログインに使う情報です。" />;
}
