import { CircleCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { paths } from '../../../lib/paths.ts';
import { RegistrationSteps } from '../components/registration-steps.tsx';

/** /registration/result: 登録完了. */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-xl">
      <DocumentTitle title="登録完了" />
      <RegistrationSteps current={3} />
      <Card className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CircleCheck className="size-9" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold text-slate-900">登録完了</h1>
        <p className="max-w-sm text-[15px] text-slate-600">
          事業者情報の登録が完了しました。支払先を登録して、請求書のカード払いを始めましょう。
        </p>
        <ButtonLink to={paths.toppage()} size="lg" className="mt-2 w-full sm:w-64">
          トップページへ
        </ButtonLink>
      </Card>
    </div>
  );
}
