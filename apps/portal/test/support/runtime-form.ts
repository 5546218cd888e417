/**
 * The form of a variant compiled at run time, for component tests: the production portal loads
 * it built ahead of time (`virtual:form-engine/<variant>`, the engine's Vite plugin), and the
 * end-to-end suite runs that path; both are held to the same results by the engine's
 * equivalence test.
 */
import { createValidator } from '@admissions/form-engine';
import { compiledVariant, type VariantName } from '@admissions/partner-config';
import type { PortalForm } from '../../src/app/portal-context.tsx';

export function runtimeForm(variant: VariantName = 'undergraduate'): PortalForm {
  const form = compiledVariant(variant);
  // Made on the first validation, as the built portal loads its generated code: most tests
  // never validate, and loading ajv in each would slow the timing-sensitive ones.
  let validator: ReturnType<typeof createValidator> | undefined;
  return {
    form,
    validator: {
      validate: async (state) => (await (validator ??= createValidator(form))).validate(state),
    },
  };
}
