import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** One titled section of a help page; its id is the target of the table of contents. */
export function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4 text-[15px] leading-7 text-slate-700">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
