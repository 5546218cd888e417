import type { Option } from '../../core/index.ts';
import { useAnswer } from '../../bindings/hooks.ts';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { SelectControl } from '../dropdown/dropdown-widget.tsx';

/**
 * A dropdown whose options depend on another answer (its controller): a single list, or lists
 * keyed by the controller's value. The engine hides it (displayAndOptions) while the controller's
 * list is empty and clears it, with its `_desc`, whenever the controller changes.
 */
export function ConditionalDropdownWidget({ field }: WidgetProps) {
  const controllerValue = useAnswer(field.controller ?? '');
  const options: readonly Option[] = Array.isArray(field.options)
    ? (field.options as readonly Option[])
    : ((field.options as Readonly<Record<string, readonly Option[]>> | undefined)?.[
        String(controllerValue ?? '')
      ] ?? []);
  return <SelectControl field={field} options={options} />;
}
