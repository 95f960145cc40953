import { routes } from '@icp/contract';
import type { RouteBody, RouteQuery, RouteResult } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { opsApi } from '../lib/ops-api.ts';

export type QueueQuery = NonNullable<RouteQuery<'opsListExamination'>>;
export type QueueResult = RouteResult<'opsListExamination'>;
export type ExaminationDetailResult = RouteResult<'opsGetExamination'>;
export type SupplierReviewsQuery = NonNullable<RouteQuery<'opsListSupplierReviews'>>;

export const examinationKeys = {
  all: ['ops', 'examination'] as const,
  queue: (q: QueueQuery) => ['ops', 'examination', 'queue', q] as const,
  detail: (id: number) => ['ops', 'examination', 'detail', id] as const,
  file: (id: number) => ['ops', 'examination', 'file', id] as const,
  suppliers: (q: SupplierReviewsQuery) => ['ops', 'suppliers', q] as const,
};

export const queueQueryOptions = (query: QueueQuery) =>
  queryOptions({
    queryKey: examinationKeys.queue(query),
    queryFn: ({ signal }) => opsApi.call(routes.opsListExamination, { query, signal }),
  });

export const detailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: examinationKeys.detail(id),
    queryFn: ({ signal }) => opsApi.call(routes.opsGetExamination, { params: { id }, signal }),
  });

/** The invoice file's bytes (operator token in the header), kept while the detail is open. */
export const fileQueryOptions = (id: number, url: string) =>
  queryOptions({
    queryKey: [...examinationKeys.file(id), url],
    queryFn: ({ signal }) => opsApi.fetchBlob(url, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });

export const supplierReviewsQueryOptions = (query: SupplierReviewsQuery) =>
  queryOptions({
    queryKey: examinationKeys.suppliers(query),
    queryFn: ({ signal }) => opsApi.call(routes.opsListSupplierReviews, { query, signal }),
  });

export const checkExamination = (id: number, body: RouteBody<'opsCheckExamination'>) =>
  opsApi.call(routes.opsCheckExamination, { params: { id }, body });
export const requestExaminationAction = (id: number, body: RouteBody<'opsRequestExaminationAction'>) =>
  opsApi.call(routes.opsRequestExaminationAction, { params: { id }, body });
export const completeExamination = (id: number, body: RouteBody<'opsCompleteExamination'>) =>
  opsApi.call(routes.opsCompleteExamination, { params: { id }, body });
export const cancelExamination = (id: number, body: RouteBody<'opsCancelExamination'>) =>
  opsApi.call(routes.opsCancelExamination, { params: { id }, body });
export const reviewSupplier = (id: number, body: RouteBody<'opsReviewSupplier'>) =>
  opsApi.call(routes.opsReviewSupplier, { params: { id }, body });
