import { API } from '@icp/contract';
import type { systemTimeResponseSchema } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api.ts';

export type SystemTime = z.output<typeof systemTimeResponseSchema>;

/** GET /api/v1/system/time → {now, jst_date, jst_time, timezone}: the server's clock, for date rules. */
export const getSystemTime = (signal?: AbortSignal) => api.get<SystemTime>(API.systemTime, { signal });

export const systemTimeQueryOptions = () =>
  queryOptions({ queryKey: ['system-time'], queryFn: ({ signal }) => getSystemTime(signal), staleTime: 60_000 });
