/**
 * The read-only service page (§1, §6): `?service_token=` loads one student's stored answers and
 * renders them as the printable form (or, with `&format=text`, as plain text), with none of the
 * interactive chrome: no header, popover, navigation, buttons or footer. The printed header block
 * names the partner and the applicant, as the PDF copy's does (the service call carries no
 * account details, so no e-mail, submission time or reference).
 *
 * A submitted application renders with the form it was submitted with (issue 27): when that is
 * not the form this deployment's portal was built with (another variant, or a definition since
 * changed), the server sends its definition and data model, compiled here (a few milliseconds,
 * no `eval`).
 */
import {
  compileFormOrThrow,
  createFormStore,
  renderPlainText,
  type CompiledForm,
  type DataModelJson,
  type FormDefinitionJson,
} from '@admissions/form-engine';
import { FormProvider, PrintableForm } from '@admissions/form-engine/react';
import { legalName, PARTNER, type VariantName } from '@admissions/partner-config';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { publicApi, type ReadOnlyData } from '../api/portal-api.ts';
import { usePortal } from '../app/portal-context.tsx';
import { OWN_UNAUTHORIZED } from '../app/unauthorized-handler.ts';
import { ErrorScreen } from '../shell/error-screen.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { FORM_MODE } from '../session/form-mode.ts';

/** What `GET /service/tmp-pdf` adds to the read-only data: the form to render with. */
export interface ServiceData extends ReadOnlyData {
  /** The variant the application renders with (its submitted one once submitted). */
  readonly variant?: VariantName;
  /** That form's source, sent when it is not the one this portal was built with. */
  readonly submitted_form?: {
    readonly definition: FormDefinitionJson;
    readonly model: DataModelJson;
  };
}

/** The form to render the service data with: the one the server sent, else the portal's. */
export function serviceForm(portalForm: CompiledForm, data: ServiceData): CompiledForm {
  const source = data.submitted_form;
  return source ? compileFormOrThrow(source.definition, source.model) : portalForm;
}

export default function ServiceView({ token }: { token: string }) {
  const portal = usePortal();
  const [params] = useSearchParams();
  useEffect(() => portal.session.getState().enterServiceMode(), [portal]);
  const data = useQuery({
    queryKey: ['service', token],
    queryFn: (): Promise<ServiceData> => publicApi.serviceData(token),
    meta: { [OWN_UNAUTHORIZED]: true },
  });
  // A store of its own: the service view never touches the applicant's form store.
  const view = useMemo(() => {
    if (!data.data) return undefined;
    const form = serviceForm(portal.form, data.data);
    const store = createFormStore(form, {
      answers: data.data.answer,
      addAnother: data.data.add_another,
      tabs: data.data.tabs,
      documents: data.data.document_answer,
    });
    return { form, store };
  }, [data.data, portal.form]);
  if (data.isError) return <ErrorScreen />;
  if (!view) return <Spinner />;
  const { form, store } = view;
  return (
    <main className="portal-service" id="main">
      {params.get('format') === 'text' ? (
        <pre className="portal-service-text">{renderPlainText(form, store.snapshot())}</pre>
      ) : (
        <FormProvider store={store} mode={FORM_MODE.service}>
          <PrintableForm
            form={form}
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
