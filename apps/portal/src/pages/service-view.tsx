/**
 * The read-only service page (§1, §6): `?service_token=` loads one student's stored answers and
 * renders them as the printable form (or, with `&format=text`, as plain text), with none of the
 * interactive chrome: no header, popover, navigation, buttons or footer. The printed header block
 * names the partner and the applicant, as the PDF copy's does (the service call carries no
 * account details, so no e-mail, submission time or reference).
 */
import { createFormStore, renderPlainText } from '@admissions/form-engine';
import { FormProvider, PrintableForm } from '@admissions/form-engine/react';
import { legalName, PARTNER } from '@admissions/partner-config';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { publicApi } from '../api/portal-api.ts';
import { usePortal } from '../app/portal-context.tsx';
import { OWN_UNAUTHORIZED } from '../app/unauthorized-handler.ts';
import { ErrorScreen } from '../shell/error-screen.tsx';
import { Spinner } from '../ui/spinner.tsx';

export default function ServiceView({ token }: { token: string }) {
  const portal = usePortal();
  const [params] = useSearchParams();
  useEffect(() => portal.session.getState().enterServiceMode(), [portal]);
  const data = useQuery({
    queryKey: ['service', token],
    queryFn: () => publicApi.serviceData(token),
    meta: { [OWN_UNAUTHORIZED]: true },
  });
  // A store of its own: the service view never touches the applicant's form store.
  const store = useMemo(
    () =>
      data.data
        ? createFormStore(portal.form, {
            answers: data.data.answer,
            addAnother: data.data.add_another,
            tabs: data.data.tabs,
            documents: data.data.document_answer,
          })
        : undefined,
    [data.data, portal.form],
  );
  if (data.isError) return <ErrorScreen />;
  if (!store) return <Spinner />;
  return (
    <main className="portal-service" id="main">
      {params.get('format') === 'text' ? (
        <pre className="portal-service-text">{renderPlainText(portal.form, store.snapshot())}</pre>
      ) : (
        <FormProvider store={store} mode="service">
          <PrintableForm
            form={portal.form}
            header={{
              partnerName: PARTNER.schoolName,
              applicantName: legalName(data.data?.answer ?? {}) || undefined,
            }}
          />
        </FormProvider>
      )}
    </main>
  );
}
