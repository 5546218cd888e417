/**
 * react-jsonschema-form (v6, its core theme): `<Form>` with the page's schema and uiSchema and
 * the ajv 8 validator; validation is a validator's `validateFormData` over the whole form's
 * schema.
 */
import Form from '@rjsf/core';
import validator, { customizeValidator } from '@rjsf/validator-ajv8';
import { peerData, type PeerForm } from '../model.ts';
import { toRjsf } from '../to-rjsf.ts';
import type { BenchForm, Engine } from './types.ts';

export function rjsf(form: PeerForm, bench: BenchForm): Engine {
  const start = performance.now();
  const whole = toRjsf(form);
  // A wizard renders one step's schema; the rest of the answers ride along in formData.
  const page = toRjsf(form, [bench.pageId]);
  const data = peerData(form, bench.sample);
  const convertMs = performance.now() - start;
  return {
    id: 'rjsf',
    label: 'react-jsonschema-form',
    convertMs,
    unexpressed: whole.unexpressed,
    prepare: () => (
      <Form schema={page.schema} uiSchema={page.uiSchema} formData={data} validator={validator} />
    ),
    typingInput: (container) => container.querySelector(`input#root_${bench.typingKey}`),
    async validation() {
      // A validator of its own: the shared one already compiled the schemas the page rendered.
      const own = customizeValidator();
      const valid = (formData: unknown) =>
        own.validateFormData(formData, whole.schema).errors.length === 0;
      return {
        validateSample: () => valid(data),
        isValid: (state) => valid(peerData(form, state)),
        // Read after the timings: measuring the schema is not part of validating.
        get schemaBytes() {
          return JSON.stringify(whole.schema).length;
        },
      };
    },
  };
}
