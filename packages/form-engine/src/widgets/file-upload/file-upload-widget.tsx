import { FieldShell } from '../../react/field-shell.tsx';
import type { WidgetProps } from '../../react/widget-types.ts';

/** Placeholder until the upload flow lands. */
export function FileUploadWidget({ field }: WidgetProps) {
  return <FieldShell field={field}>{(control) => <input {...control} type="file" disabled />}</FieldShell>;
}
