import { useState } from 'react';
import { showError, showSnackbar } from '../../../../lib/ui-store.ts';
import { useSaveDraftMutation } from '../../shared/api/drafts.ts';
import { draftDataOf, usePaymentFlow } from '../stores/payment-flow.ts';
import type { FlowStep } from '../stores/payment-flow.ts';
import { errorText } from '../../shared/components/error-text.ts';

/** 下書き保存: POST /drafts the first time, PUT /drafts/{id} after; the flow stays open. */
export function useSaveDraft(step: FlowStep) {
  const saveDraft = useSaveDraftMutation();
  const [pending, setPending] = useState(false);
  const save = async () => {
    if (pending) return;
    setPending(true);
    try {
      const state = usePaymentFlow.getState();
      const draft = await saveDraft.mutateAsync({ id: state.draftId, data: draftDataOf(state, step) });
      usePaymentFlow.getState().setDraftId(draft.id);
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
