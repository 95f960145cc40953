import { API } from '@icp/contract';
import type { Draft, draftResponseSchema, PaymentFlowDraftData } from '@icp/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api.ts';
import { userStatsQueryKey } from '../../../../lib/session/user-stats.ts';
import { draftsQueryKey } from './get-drafts.ts';

export type { Draft, PaymentFlowDraftData };

type DraftResponse = z.output<typeof draftResponseSchema>;

const draftPath = (id: number) => API.draft.replace(':id', String(id));

/** GET /api/v1/drafts/{id} → {draft} (404 for an unknown id or another buyer's draft). */
export const getDraft = (id: number, signal?: AbortSignal) =>
  api.get<DraftResponse>(draftPath(id), { signal }).then((r) => r.draft);

export const draftQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...draftsQueryKey, 'detail', id], queryFn: ({ signal }) => getDraft(id, signal), staleTime: 0 });

/** POST /api/v1/drafts {data} for a new draft, PUT /api/v1/drafts/{id} for a saved one → {draft}. */
export const saveDraft = (id: number | null, data: PaymentFlowDraftData) =>
  (id === null ? api.post<DraftResponse>(API.drafts, { data }) : api.put<DraftResponse>(draftPath(id), { data })).then(
    (r) => r.draft,
  );

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
export const deleteDrafts = (ids: readonly number[]) => api.delete<void>(API.drafts, { draft_ids: ids });

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
