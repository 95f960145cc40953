import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { useAcceptLicense } from '../../../lib/api/accept-license.ts';
import { termsQueryOptions } from '../../../lib/api/get-terms.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatJapaneseDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { sanitizeRedirect } from '../../../lib/redirect.ts';
import { reloadUser } from '../../../lib/session/post-login.ts';
import { useUserStore } from '../../../lib/session/user-store.ts';
import { showSuccess } from '../../../lib/ui-store.ts';
import { termsVersionLabel } from '../../../lib/glossary.ts';

/** /termsofservice: the terms; when the accepted version is not the current one, 「同意する」. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const terms = useQuery(termsQueryOptions());
  const user = useUserStore((s) => s.user);
  const accept = useAcceptLicense();
  const [error, setError] = useState<string | null>(null);
  const mustAccept = user !== null && user.acceptedTermsVersion !== user.currentTermsVersion;

  const onAccept = async () => {
    if (!terms.data) return;
    setError(null);
    try {
      await accept.mutateAsync({ terms_version: terms.data.version });
      await reloadUser();
      showSuccess('利用規約に同意しました。');
      void navigate(sanitizeRedirect(params.get('redirect')) ?? paths.toppage(), { replace: true });
    } catch (e) {
      setError(isApiError(e) ? e.message : '同意を登録できませんでした。時間をおいて再度お試しください。');
    }
  };

  return (
    <>
      <PageHeader
        title="利用規約"
        lead={
          terms.data
            ? `${termsVersionLabel(terms.data.version)}（${formatJapaneseDate(terms.data.effective_date)}施行）`
            : undefined
        }
      />
      {mustAccept ? (
        <Alert tone="info" title="利用規約が更新されました" className="mb-6">
          サービスを引き続きご利用いただくには、最新の利用規約をご確認のうえ「同意する」を押してください。
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="error" className="mb-6">
          {error}
        </Alert>
      ) : null}
      <Card flush>
        {terms.isPending ? (
          <ListLoading label="利用規約を読み込み中です" />
        ) : terms.isError ? (
          <ListError
            message="利用規約を取得できませんでした。時間をおいて再度お試しください。"
            onRetry={() => void terms.refetch()}
          />
        ) : (
          // The page scrolls, not a box inside it: where scrollbars are hidden (phones, macOS) an inner
          // box looked as if the terms ended at its lower edge.
          <article
            className="px-5 py-6 text-[15px] leading-8 whitespace-pre-wrap text-slate-800 sm:px-8"
            aria-label="利用規約本文"
          >
            {terms.data.body}
          </article>
        )}
      </Card>
      <div className="mt-6 flex justify-center">
        {mustAccept ? (
          <Button
            size="lg"
            className="w-full sm:w-72"
            onClick={() => void onAccept()}
            pending={accept.isPending}
            disabled={!terms.data}
          >
            同意する
          </Button>
        ) : user && terms.data ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" />
            {termsVersionLabel(user.acceptedTermsVersion ?? '')}に同意済みです
          </p>
        ) : null}
      </div>
    </>
  );
}
