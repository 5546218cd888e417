/** Cold start of rjsf: its page schema, uiSchema and data shipped as JSON, the ajv 8 validator. */
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import cold from 'virtual:peer-form/rjsf';
import { coldMount } from './cold.tsx';

coldMount(() => (
  <Form schema={cold.schema} uiSchema={cold.uiSchema} formData={cold.data} validator={validator} />
));
