import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../../components/ui/card.tsx';
import { ListLoading } from '../../../../components/ui/query-state.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { draftQueryOptions } from '../../shared/api/drafts.ts';
import { errorText } from '../../shared/components/error-text.ts';
import { flowPath } from '../components/flow-steps.tsx';
import { flowRedirect, usePaymentFlow } from '../stores/payment-flow.ts';

const parseId = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * /payments/draft/{id}: loads the draft into the payment flow and continues at the step it was
 * saved on (or the first step whose inputs it lacks). This screen is outside the flow, so the
 * flow it replaces has already been cleared when the draft is loaded.
 */
export function Component() {
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const draft = useQuery({ ...draftQueryOptions(id ?? 0), enabled: id !== null, retry: false });
  const loaded = useRef(false);

  useEffect(() => {
    if (!draft.data || loaded.current) return;
    loaded.current = true;
    usePaymentFlow.getState().loadDraft(draft.data);
    const state = usePaymentFlow.getState();
    void navigate(flowPath(flowRedirect(state.step, state) ?? state.step), { replace: true });
  }, [draft.data, navigate]);

  const notFound = id === null || (draft.isError && isApiError(draft.error) && draft.error.httpStatus === 404);
  return (
    <>
      <PageHeader title="下書きを開く" />
      <Card>
        {notFound ? (
          <Alert tone="error">この下書きは見つかりませんでした。削除されたか、すでに支払に使われた可能性があります。</Alert>
        ) : draft.isError ? (
          <Alert tone="error">{errorText(draft.error)}</Alert>
        ) : (
          <ListLoading label="下書きを読み込んでいます" />
        )}
        {notFound || draft.isError ? (
          <div className="mt-4">
            <ButtonLink to={paths.paymentList('draft')} variant="secondary">
              下書きの一覧へ戻る
            </ButtonLink>
          </div>
        ) : null}
      </Card>
    </>
  );
}
