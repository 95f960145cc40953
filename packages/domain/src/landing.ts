export interface PaymentsTabCounts {
  readonly actionRequired: number;
  readonly review: number;
  readonly waiting: number;
  readonly reserved: number;
  readonly history: number;
  readonly draft: number;
}

export type PaymentsLandingPath =
  '/payments/review' | '/payments/waiting' | '/payments/reserved' | '/payments/history' | '/payments/draft' | '/payments/create';

/** Where the header's payment item leads (spec §2): the most urgent tab that has anything. */
export function paymentsLandingPath(stats: PaymentsTabCounts): PaymentsLandingPath {
  if (stats.actionRequired > 0 || stats.review > 0) return '/payments/review';
  if (stats.waiting > 0) return '/payments/waiting';
  if (stats.reserved > 0) return '/payments/reserved';
  if (stats.history > 0) return '/payments/history';
  if (stats.draft > 0) return '/payments/draft';
  // A buyer with nothing yet starts by creating their first payment.
  return '/payments/create';
}
