/**
 * JSON Forms (v3, vanilla renderers and cells): `<JsonForms>` with the whole form's schema, the
 * page's UI schema and one shared ajv instance (JSON Forms compiles the schema with it, and ajv
 * keeps what it compiled). Validation is JSON Forms' own: `createAjv()`, then `validate()` with
 * the compiled schema, as its core does on every change.
 */
import { createAjv, validate } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { peerData, type PeerForm } from '../model.ts';
import { toJsonForms } from '../to-jsonforms.ts';
import type { BenchForm, Engine } from './types.ts';

export function jsonforms(form: PeerForm, bench: BenchForm): Engine {
  const start = performance.now();
  const { schema, uischemas, unexpressed } = toJsonForms(form);
  const data = peerData(form, bench.sample);
  const convertMs = performance.now() - start;
  const ajv = createAjv();
  return {
    id: 'jsonforms',
    label: 'JSON Forms',
    convertMs,
    unexpressed,
    prepare: () => (
      <JsonForms
        schema={schema}
        uischema={uischemas[bench.pageId]}
        data={data}
        renderers={vanillaRenderers}
        cells={vanillaCells}
        ajv={ajv}
      />
    ),
    // Vanilla controls take their id from the scope: `#/properties/<key>`, then `-input`.
    typingInput: (container) =>
      container.querySelector(`input[id="#/properties/${bench.typingKey}-input"]`),
    async validation() {
      const own = createAjv();
      const compiled = own.compile(schema);
      return {
        validateSample: () => validate(compiled, data).length === 0,
        isValid: (state) => validate(compiled, peerData(form, state)).length === 0,
        // Read after the timings: measuring the schema is not part of validating.
        get schemaBytes() {
          return JSON.stringify(schema).length;
        },
      };
    },
  };
}
