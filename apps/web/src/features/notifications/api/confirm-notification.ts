import { routes } from '@icp/contract';
import type { noticeConfirmationResponseSchema } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { setUnreadCount, userStatsQueryKey } from '../../../lib/session/user-stats.ts';
import type { Notice } from './get-notice.ts';
import { noticeQueryKey } from './get-notice.ts';
import { notificationsQueryKey } from './get-notifications.ts';

export type NoticeConfirmation = z.output<typeof noticeConfirmationResponseSchema>;

/** POST /api/v1/users/notifications/{id}/confirmation → {count_unread}: marks one notification read. */
export const confirmNotification = (id: number) => api.call(routes.confirmNotification, { params: { id } });

export const useConfirmNotification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmNotification,
    onSuccess: ({ count_unread }, id) => {
      // The bell dot and the drawer follow the answer at once; the lists and probes catch up.
      setUnreadCount(count_unread);
      queryClient.setQueryData<Notice>(noticeQueryKey(id), (old) => (old ? { ...old, is_read: true } : old));
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
    },
  });
};
