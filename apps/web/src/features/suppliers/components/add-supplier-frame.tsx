import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import type { AddStep } from '../stores/supplier-registration.ts';
import { AddSupplierSteps } from './add-supplier-steps.tsx';

/** Title, stepper and lead shared by the three add-supplier steps. */
export function AddSupplierFrame({
  step,
  title,
  lead,
  children,
}: {
  step: AddStep;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <DocumentTitle title={`支払先の登録（${title}）`} />
      <AddSupplierSteps current={step} />
      <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {lead ? <p className="mt-2 mb-8 text-center text-sm text-slate-600">{lead}</p> : <div className="mb-8" />}
      {children}
    </div>
  );
}
