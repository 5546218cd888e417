// JSON Forms, minimal: one control with the vanilla renderers and cells.
import { createRoot } from 'react-dom/client';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';

createRoot(document.getElementById('root')!).render(
  <JsonForms
    schema={{
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', title: 'Name' } },
    }}
    uischema={{ type: 'Control', scope: '#/properties/name' }}
    data={{}}
    renderers={vanillaRenderers}
    cells={vanillaCells}
  />,
);
