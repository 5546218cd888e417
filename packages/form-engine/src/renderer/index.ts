/**
 * @admissions/form-engine/react — React bindings and widgets over the core store. Widgets
 * subscribe to their own key, so a keystroke re-renders the field typed in, not the page.
 */
export {
  FormProvider,
  useFormContext,
  useFormStore,
  useMessages,
  type FormContextValue,
  type FormMode,
  type FormProviderProps,
  type FormToast,
} from '../bindings/form-context.tsx';
export type { FormMessages, FormMessagesOverride } from '../core/messages/index.ts';
export {
  UploadError,
  type Uploader,
  type UploadOptions,
  type UploadProgress,
  type UploadResult,
} from '../backend/uploader.ts';
export { createLocalUploader, type LocalUploader } from '../backend/local-uploader.ts';
export {
  storeScope,
  useAnswer,
  useFieldErrors,
  useFormMode,
  useFormSelector,
  useShownErrors,
  useVisibility,
} from '../bindings/hooks.ts';
export {
  FieldShell,
  fieldIds,
  type ControlProps,
  type FieldShellProps,
} from '../bindings/field-shell.tsx';
export { FormPage, NodeList, NodeView, type FormPageProps } from './form-page.tsx';
export { defaultWidgets, MissingWidgetError, preloadWidgets, resolveWidget } from './registry.ts';
export { lazyComponent, type LazyComponent } from '../bindings/lazy-component.tsx';
export { whenIdle } from '../core/when-idle.ts';
export type { WidgetProps, WidgetRegistry } from '../bindings/widget-types.ts';
export { ErrorSummary, type ErrorSummaryProps } from './error-summary.tsx';
export { Form, type FormProps } from './form/form.tsx';
export type { FormInput } from './form/form-input.ts';
export type { SubmitDetails, SubmitHandler } from './form/form-pages.tsx';
export { formatUsPhone } from '../widgets/phone/phone-widget.tsx';
export { isAlertActive } from '../widgets/alert/alert-banner.tsx';
export { PrintableForm, type PrintableFormProps } from '../readonly/printable-form.tsx';
export { ReadOnlyField } from '../readonly/read-only-field.tsx';
export { AddAnotherView } from '../widgets/add-another/add-another-view.tsx';
