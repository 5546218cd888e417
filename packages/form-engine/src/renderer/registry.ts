import type { ComponentType } from 'react';
import type {
  AlertField,
  CompiledBlock,
  CompiledField,
  CompiledTabGroup,
  StaticTextField,
} from '../core/index.ts';
import { AddAnotherView } from '../widgets/add-another/add-another-view.tsx';
import { AlertBanner } from '../widgets/alert/alert-banner.tsx';
import { LazyAutocompleteWidget } from '../widgets/autocomplete/lazy-autocomplete.tsx';
import { CheckboxWidget } from '../widgets/checkbox/checkbox-widget.tsx';
import { ConditionalDropdownWidget } from '../widgets/conditional-dropdown/conditional-dropdown-widget.tsx';
import { ConfirmDialog } from '../widgets/confirm/confirm-dialog.tsx';
import { DateWidget } from '../widgets/date/date-widget.tsx';
import { DropdownWidget } from '../widgets/dropdown/dropdown-widget.tsx';
import { FileUploadWidget } from '../widgets/file-upload/file-upload-widget.tsx';
import { PhoneWidget } from '../widgets/phone/phone-widget.tsx';
import { RadioWidget } from '../widgets/radio/radio-widget.tsx';
import { StaticText } from '../widgets/static-text/static-text.tsx';
import { TabsView } from '../widgets/tabs/tabs-view.tsx';
import { UploadInProgressDialog } from '../widgets/tabs/upload-in-progress-dialog.tsx';
import { TextWidget } from '../widgets/text/text-widget.tsx';
import { TextareaWidget } from '../widgets/textarea/textarea-widget.tsx';
import type { WidgetProps, WidgetRegistry } from '../bindings/widget-types.ts';

/** The built-in widget of every answer widget type. */
export const defaultWidgets: WidgetRegistry = {
  text: TextWidget,
  textarea: TextareaWidget,
  date: DateWidget,
  phone: PhoneWidget,
  dropdown: DropdownWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  conditionalDropdown: ConditionalDropdownWidget,
  autocomplete: LazyAutocompleteWidget,
  fileUpload: FileUploadWidget,
};

/**
 * Loads the code the engine splits into chunks of their own (the autocomplete with its combobox,
 * the dialogs): they load on first use by themselves; a host calls this once the first page
 * has rendered (e.g. in `requestIdleCallback`) so that none waits when first used.
 */
export function preloadWidgets(): Promise<void> {
  return Promise.all([
    LazyAutocompleteWidget.preload(),
    ConfirmDialog.preload(),
    UploadInProgressDialog.preload(),
  ]).then(() => undefined);
}

/**
 * The views of layout nodes. This file and `index.ts` are the only files of `react/` that import
 * `widgets/` (enforced by eslint.config.js): the page renderer reaches widgets through here, and
 * the nested views reach the page renderer through `nested-nodes.tsx`, so no import cycle forms.
 */
export const layoutViews: {
  readonly tabs: ComponentType<{ readonly group: CompiledTabGroup }>;
  readonly addAnother: ComponentType<{ readonly block: CompiledBlock }>;
  readonly alert: ComponentType<{ readonly definition: AlertField }>;
  readonly staticText: ComponentType<{ readonly definition: StaticTextField }>;
} = { tabs: TabsView, addAnother: AddAnotherView, alert: AlertBanner, staticText: StaticText };

/** Thrown when no widget is registered for a field's widget type. */
export class MissingWidgetError extends Error {
  override name = 'MissingWidgetError';
}

/** The component for a field: the host's override, else the built-in; throws naming the field. */
export function resolveWidget(
  overrides: Partial<WidgetRegistry>,
  field: CompiledField,
): ComponentType<WidgetProps> {
  const type = field.definition.widget;
  const widget = overrides[type] ?? defaultWidgets[type];
  if (!widget)
    throw new MissingWidgetError(`no widget "${type}" is registered for field "${field.key}"`);
  return widget;
}
