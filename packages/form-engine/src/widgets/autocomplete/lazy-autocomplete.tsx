import { lazyComponent } from '../../bindings/lazy-component.tsx';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { TextWidget } from '../text/text-widget.tsx';

/**
 * The autocomplete widget, its code (with downshift) loaded on first use: until then, and if the
 * chunk cannot load, a plain text input of the same answer stands in, so the applicant can type
 * the address or school at once and nothing typed is lost when the suggestions arrive.
 */
export const LazyAutocompleteWidget = lazyComponent<WidgetProps>(
  () => import('./autocomplete-widget.tsx').then((module) => module.AutocompleteWidget),
  (props) => <TextWidget {...props} />,
);
