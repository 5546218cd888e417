import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { studentApi, type PdfCopy } from '../api/portal-api.ts';
import { showToast } from '../toasts/toast-store.ts';

/** §4/§9: polled every second while pending, then every 10 minutes. */
export const PDF_PENDING_POLL_MS = 1000;
export const PDF_SETTLED_POLL_MS = 600_000;
export const PDF_ERROR_LABEL = 'Error downloading PDF copy of your application.';

const pending = (copy: PdfCopy | undefined) =>
  !copy || copy.status === 'UNPROCESSED' || copy.status === 'IN_PROGRESS';

/** The PDF copy's status; FAILED (or a failed call) raises the error toast of §8. */
export function usePdfCopy(enabled: boolean) {
  const query = useQuery({
    queryKey: ['pdf-copy'],
    queryFn: studentApi.pdfCopy,
    enabled,
    refetchInterval: (q) => (pending(q.state.data) ? PDF_PENDING_POLL_MS : PDF_SETTLED_POLL_MS),
  });
  const failed = query.data?.status === 'FAILED' || query.isError;
  const reason = query.data?.message ?? (query.error as Error | null)?.message;
  useEffect(() => {
    if (!failed) return;
    showToast({
      severity: 'error',
      label: PDF_ERROR_LABEL,
      message: reason ?? 'Please try again later.',
    });
  }, [failed, reason, query.dataUpdatedAt, query.errorUpdatedAt]);
  return query;
}
