import { routes } from '@icp/contract';
import type { Draft, PaymentFlowDraftData } from '@icp/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { userStatsQueryKey } from '../../../../lib/session/user-stats.ts';
import { draftsQueryKey } from './get-drafts.ts';

export type { Draft, PaymentFlowDraftData };

/** GET /api/v1/drafts/{id} → {draft} (404 for an unknown id or another buyer's draft). */
export const getDraft = (id: number, signal?: AbortSignal) =>
  api.call(routes.getDraft, { params: { id }, signal }).then((r) => r.draft);

export const draftQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...draftsQueryKey, 'detail', id], queryFn: ({ signal }) => getDraft(id, signal), staleTime: 0 });

/** POST /api/v1/drafts {data} for a new draft, PUT /api/v1/drafts/{id} for a saved one → {draft}. */
export const saveDraft = (id: number | null, data: PaymentFlowDraftData) =>
  (id === null
    ? api.call(routes.createDraft, { body: { data } })
    : api.call(routes.updateDraft, { params: { id }, body: { data } })
  ).then((r) => r.draft);

/**
 * 下書き保存's call; the drafts list and the 下書き count are stale after it. (The button's own
 * behaviour, snackbar included, is create/components/use-save-draft.ts.)
 */
export const useSaveDraftMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: PaymentFlowDraftData }) => saveDraft(id, data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: draftsQueryKey });
      void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
    },
  });
};

/** DELETE /api/v1/drafts {draft_ids} → 204; all or nothing. */
export const deleteDrafts = (ids: readonly number[]) => api.call(routes.deleteDrafts, { body: { draft_ids: [...ids] } });

export const useDeleteDrafts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDrafts,
    // Settled, not only succeeded: after a refusal the list shows what is really left.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: draftsQueryKey });
      void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
    },
  });
};
