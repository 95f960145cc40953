import { externalLinks } from '../../lib/paths.ts';

/** The footer of the full-width layouts (logged in, and the public help pages). */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-xs text-slate-500 sm:px-6">
        <span>© 請求書カード払い</span>
        <span className="flex gap-4">
          <a href={externalLinks.contact} target="_blank" rel="noopener noreferrer" className="hover:text-slate-800">
            お問い合わせ
          </a>
          <a href={externalLinks.privacyPolicy} target="_blank" rel="noopener noreferrer" className="hover:text-slate-800">
            プライバシーポリシー
          </a>
        </span>
      </div>
    </footer>
  );
}
