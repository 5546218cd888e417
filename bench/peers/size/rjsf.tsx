// react-jsonschema-form, minimal: its core theme and the ajv 8 validator it needs to render.
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';

createRoot(document.getElementById('root')!).render(
  <Form
    schema={{
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', title: 'Name' } },
    }}
    validator={validator}
  />,
);
