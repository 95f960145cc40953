import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** Public layout screen: one centred column. */
export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PlaceholderPage title="認証コードの入力" />
    </div>
  );
}
