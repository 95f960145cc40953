import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { OpsPageHeader } from '../components/ops-page.tsx';
import { hasRole, useOpsSession } from '../lib/ops-session.ts';

/** The 連携 screens are the admins' (the API refuses the others too): say so instead of calling it. */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const operator = useOpsSession()?.operator;
  if (hasRole(operator, 'admin')) return <>{children}</>;
  return (
    <div className="space-y-6">
      <OpsPageHeader title={title} />
      <Alert tone="error">この画面は管理者のみ利用できます。</Alert>
    </div>
  );
}
