import type { ReactNode } from 'react';
import { PageHeader } from './card.tsx';
import { PlaceholderPanel } from './placeholder-panel.tsx';

/** A registered route whose screen a later release builds: its title and a "準備中" panel. */
export function PlaceholderPage({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <PlaceholderPanel>{children}</PlaceholderPanel>
    </>
  );
}
