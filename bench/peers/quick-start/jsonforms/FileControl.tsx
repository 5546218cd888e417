// JSON Forms' vanilla renderers have no file input: a custom control that keeps a data URL.
import { rankWith, scopeEndsWith, type ControlProps } from '@jsonforms/core';
import { withJsonFormsControlProps } from '@jsonforms/react';

function FileControl({ id, label, required, errors, path, visible, handleChange }: ControlProps) {
  const read = (file?: File) => {
    if (!file) return handleChange(path, undefined);
    const reader = new FileReader();
    reader.onload = () => handleChange(path, reader.result);
    reader.readAsDataURL(file);
  };
  return (
    <div className="control" hidden={!visible}>
      <label htmlFor={`${id}-input`}>
        {label}
        {required && '*'}
      </label>
      <input
        id={`${id}-input`}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        onChange={(event) => read(event.target.files?.[0])}
      />
      <div className="validation">{errors}</div>
    </div>
  );
}

export const fileTester = rankWith(5, scopeEndsWith('transcript'));
export default withJsonFormsControlProps(FileControl);
