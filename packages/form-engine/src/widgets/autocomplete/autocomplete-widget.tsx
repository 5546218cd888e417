import type { WidgetProps } from '../../react/widget-types.ts';
import { TextWidget } from '../text/text-widget.tsx';

/** Placeholder until the downshift combobox lands: a plain text input. */
export function AutocompleteWidget({ field }: WidgetProps) {
  return <TextWidget field={field} />;
}
