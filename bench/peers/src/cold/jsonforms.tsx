/** Cold start of JSON Forms: its schema, the page's UI schema and data shipped as JSON. */
import { createAjv } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import cold from 'virtual:peer-form/jsonforms';
import { coldMount } from './cold.tsx';

coldMount(() => (
  <JsonForms
    schema={cold.schema}
    uischema={cold.uischema}
    data={cold.data}
    renderers={vanillaRenderers}
    cells={vanillaCells}
    ajv={createAjv()}
  />
));
