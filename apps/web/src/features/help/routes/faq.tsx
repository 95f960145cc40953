import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { externalLinks } from '../../../lib/paths.ts';
import { FAQ_ITEMS } from '../faq-items.ts';
import type { FaqItem } from '../faq-items.ts';
import { searchFaq } from '../faq-search.ts';
import { HelpNav } from '../components/help-nav.tsx';

export const NO_MATCH_TEXT = '該当する質問はありません';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Consecutive items of one category, in the order of FAQ_ITEMS. */
function byCategory(items: readonly FaqItem[]): { category: string; items: FaqItem[] }[] {
  const groups: { category: string; items: FaqItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.category === item.category) last.items.push(item);
    else groups.push({ category: item.category, items: [item] });
  }
  return groups;
}

/** What the live region says: the number found as the user types, or that nothing matches. */
function resultText(query: string, count: number): string {
  if (query.trim() === '') return `全${count}件の質問を表示しています。`;
  return count === 0 ? `${NO_MATCH_TEXT}。` : `${count}件の質問が見つかりました。`;
}

/** /help/faq: questions and answers, filtered as the user types. */
export function Component() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const results = searchFaq(FAQ_ITEMS, deferred);

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="よくある質問" lead="お問い合わせの多いご質問と回答です。キーワードで絞り込めます。" />
      <HelpNav />

      <search className="mb-6 block">
        <TextField
          type="search"
          label="質問を検索"
          hint="例：手数料、振込日、JCB、リカバリーコード"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          adornment={<Search className="size-4" />}
          autoComplete="off"
          enterKeyHint="search"
        />
        <p role="status" className="mt-3 text-sm text-slate-600">
          {resultText(deferred, results.length)}
        </p>
      </search>

      {results.length === 0 ? (
        <Card className="text-center">
          <p className="text-base font-semibold text-slate-900">{NO_MATCH_TEXT}</p>
          <p className="mt-2 text-sm text-slate-600">
            言葉を変えて検索するか、
            <a href={externalLinks.contact} target="_blank" rel="noopener noreferrer" className={linkClass}>
              お問い合わせフォーム（新しいタブで開きます）
            </a>
            からご質問ください。
          </p>
        </Card>
      ) : (
        <div className="space-y-6">
          {byCategory(results).map((group) => (
            <section key={group.category} aria-labelledby={`faq-${group.category}`}>
              <h2 id={`faq-${group.category}`} className="mb-2 text-base font-bold text-slate-900">
                {group.category}
              </h2>
              <Card flush>
                <ul className="divide-y divide-slate-100">
                  {group.items.map((item) => (
                    <li key={item.id} id={`faq-${item.id}`} className="px-5 py-4 sm:px-6">
                      <h3 className="flex gap-2 font-semibold text-slate-900">
                        <span className="text-brand-600" aria-hidden="true">
                          Q.
                        </span>
                        {item.question}
                      </h3>
                      <p className="mt-2 flex gap-2 text-[15px] leading-7 text-slate-700">
                        <span className="font-semibold text-slate-500" aria-hidden="true">
                          A.
                        </span>
                        <span>
                          {item.answer}
                          {item.link ? (
                            <>
                              {' '}
                              <Link to={item.link.to} className={linkClass}>
                                {item.link.label}
                              </Link>
                            </>
                          ) : null}
                        </span>
                      </p>
                    </li>
                  ))}
                </ul>
              </Card>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
