import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { closedDaysQueryOptions } from '../api/get-closed-days.ts';
import { transferDateQueryOptions } from '../api/get-transfer-date.ts';
import type { TransferRules } from './invoice-details-rules.ts';
import { addDays } from '../components/iso-date.ts';

/** Transfer dates can be chosen up to a year ahead (the closed-days call allows two). */
export const CALENDAR_DAYS = 365;

/** The server's earliest transfer date and the bank holidays after it: what a transfer date is checked against. */
export function useTransferRules() {
  const transfer = useQuery(transferDateQueryOptions());
  const earliest = transfer.data?.earliest_transfer_date ?? null;
  const closedUntil = earliest ? addDays(earliest, CALENDAR_DAYS) : null;
  const closed = useQuery({
    ...closedDaysQueryOptions({ from: earliest ?? '', to: closedUntil ?? '' }),
    enabled: earliest !== null,
  });
  const rules = useMemo<TransferRules>(
    () => ({ earliest, closed: closed.data ?? null, closedUntil: closed.data ? closedUntil : null }),
    [earliest, closed.data, closedUntil],
  );
  return {
    rules,
    failed: transfer.isError || closed.isError,
    retry: () => void (transfer.isError ? transfer.refetch() : closed.refetch()),
  };
}
