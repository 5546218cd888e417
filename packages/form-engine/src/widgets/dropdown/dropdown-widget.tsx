import type { Option } from '../../core/index.ts';
import { FieldShell } from '../../bindings/field-shell.tsx';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { useChoice } from '../use-field.ts';

/** A select list; choosing stores the value and its label in `<key>_desc`. */
export function DropdownWidget({ field }: WidgetProps) {
  const options = (Array.isArray(field.options) ? field.options : []) as readonly Option[];
  return <SelectControl field={field} options={options} />;
}

/** The select element shared by dropdowns and conditional dropdowns. */
export function SelectControl({
  field,
  options,
}: WidgetProps & { readonly options: readonly Option[] }) {
  const [value, choose] = useChoice(field);
  return (
    <FieldShell field={field}>
      {(control) => (
        <select
          {...control}
          className="fe-select"
          name={field.key}
          value={value}
          onChange={(event) => choose(event.target.value, options)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {/* A stored value no longer offered stays visible instead of silently showing "--". */}
          {value !== '' && !options.some((o) => o.value === value) && (
            <option value={value}>{value}</option>
          )}
        </select>
      )}
    </FieldShell>
  );
}
