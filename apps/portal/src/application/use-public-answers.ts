import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { publicApi } from '../api/portal-api.ts';
import type { Portal } from '../app/portal-context.tsx';
import { reportError } from '../app/report-error.ts';

/**
 * The public page (§2): `?token=` loads a temporary saved answer set (a prefilled application
 * link) into the form, once; the token leaves the address afterwards so a reload or a shared link
 * does not load it again over the applicant's own changes.
 */
export function usePublicAnswers(portal: Portal): void {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    publicApi
      .tmpAnswers(token)
      .then((data) => {
        if (cancelled) return;
        portal.store.getState().load({
          answers: { ...portal.store.snapshot().answers, ...data.answer },
          addAnother: data.add_another,
          tabs: data.tabs,
        });
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('token');
            return next;
          },
          { replace: true },
        );
      })
      .catch((error: unknown) => reportError(portal, navigate, error));
    return () => {
      cancelled = true;
    };
  }, [token, portal, navigate, setParams]);
}
