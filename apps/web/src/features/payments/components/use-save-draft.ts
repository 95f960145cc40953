import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userStatsQueryKey } from '../../../lib/session/user-stats.ts';
import { showError, showSnackbar } from '../../../lib/ui-store.ts';
import { saveDraft } from '../api/drafts.ts';
import { draftsQueryKey } from '../api/get-drafts.ts';
import { draftDataOf, usePaymentFlow } from '../stores/payment-flow.ts';
import type { FlowStep } from '../stores/payment-flow.ts';
import { errorText } from './error-text.ts';

/** 下書き保存: POST /drafts the first time, PUT /drafts/{id} after; the flow stays open. */
export function useSaveDraft(step: FlowStep) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const save = async () => {
    if (pending) return;
    setPending(true);
    try {
      const state = usePaymentFlow.getState();
      const draft = await saveDraft(state.draftId, draftDataOf(state, step));
      usePaymentFlow.getState().setDraftId(draft.id);
      void queryClient.invalidateQueries({ queryKey: draftsQueryKey });
      void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
      // The draft format has no room for a supplier or account that is not registered yet.
      const unsaved = state.newSupplier !== null || state.newAccount !== null;
      showSnackbar(
        unsaved
          ? {
              color: 'info',
              title: '下書きを保存しました。',
              text: '新しい支払先・口座の入力内容は下書きに含まれません。再開したときに入力してください。',
            }
          : { color: 'success', text: '下書きを保存しました。' },
      );
    } catch (e) {
      showError(errorText(e, '下書きを保存できませんでした。時間をおいて再度お試しください。'));
    } finally {
      setPending(false);
    }
  };
  return { save, pending };
}
