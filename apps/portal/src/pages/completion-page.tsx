/**
 * /completion (§2): the success message, the partner's next steps, and the PDF copy of the
 * application, offered as soon as the server has rendered it (the status is polled; the link is
 * short-lived and refreshed with each poll). While it is prepared the page shows the spinner.
 */
import { useSession } from '../app/portal-context.tsx';
import { SUBMIT_SUCCESS_MESSAGE } from '../application/application-actions.ts';
import { Spinner } from '../ui/spinner.tsx';
import { NextSteps } from './next-steps.tsx';
import { usePdfCopy } from './use-pdf-copy.ts';

export const PREPARING_PDF = 'Preparing the PDF copy of your application…';

export function Component() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const copy = usePdfCopy(isLoggedIn);
  const status = copy.data?.status;
  return (
    <section className="portal-completion" aria-labelledby="page-title">
      <h1 id="page-title" className="portal-page-title" tabIndex={-1}>
        {SUBMIT_SUCCESS_MESSAGE}
      </h1>
      <h2 className="portal-section-title">A copy for your records</h2>
      <div aria-live="polite" className="portal-completion-copy">
        {status === 'COMPLETED' && copy.data?.url ? (
          <a className="portal-button portal-button-primary" href={copy.data.url} download>
            Download a PDF copy of your application
          </a>
        ) : status === 'FAILED' || copy.isError ? (
          <p>The PDF copy could not be created. We will try again shortly.</p>
        ) : (
          <Spinner variant="inline" label={PREPARING_PDF} />
        )}
      </div>
      <NextSteps />
    </section>
  );
}
