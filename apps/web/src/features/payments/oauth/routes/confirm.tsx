import { lazy, Suspense } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { ListLoading } from '../../../../components/ui/query-state.tsx';
import { creditCardsQueryOptions } from '../../../../lib/api/get-credit-cards.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { getTokens } from '../../../../lib/session/auth-store.ts';
import { transferDateQueryOptions } from '../../shared/api/get-transfer-date.ts';
import { OAuthFlowFrame } from '../components/oauth-flow-frame.tsx';
import { PrePaymentGate } from '../components/pre-payment-gate.tsx';
import { oauthFlowGuard } from '../stores/oauth-flow-guard.ts';

// The content is its own chunk (docs/design.md §9 budget); the loader starts fetching it at once.
const loadBody = () => import('../components/oauth-confirm-body.tsx');
const LazyConfirmBody = lazy(() => loadBody().then((m) => ({ default: m.OAuthConfirmBody })));

const guard = oauthFlowGuard('confirm');
export const loader = (args: LoaderFunctionArgs) => {
  const redirect = guard(args);
  if (redirect) return redirect;
  void loadBody().catch(() => undefined);
  if (getTokens()) {
    void queryClient.prefetchQuery(creditCardsQueryOptions());
    void queryClient.prefetchQuery(transferDateQueryOptions());
  }
  return null;
};

/** /oauth/payments/{preId}/add/confirm (also the gateway's 3-D Secure return path). */
export function Component() {
  const preId = useParams().preId ?? '';
  return (
    <OAuthFlowFrame
      step="confirm"
      title="内容の確認"
      lead="内容をご確認のうえ、お支払いに使うカードを選んで「カードで支払う」を押してください。"
    >
      <PrePaymentGate preId={preId}>
        {(pre) => (
          <Suspense fallback={<ListLoading label="読み込み中です" />}>
            <LazyConfirmBody pre={pre} />
          </Suspense>
        )}
      </PrePaymentGate>
    </OAuthFlowFrame>
  );
}
