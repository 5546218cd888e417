/**
 * The page of the strict-CSP test, bundled by esbuild and served by it: the engine used without
 * its Vite plugin, as a first form is (`<Form>` over a definition, files kept in the browser),
 * with a date, a file question (its Delete asks in the engine's dialog) and a required answer.
 * `validateWithoutBuild` runs `createValidator` as an app would, and returns what `validate`
 * gives (or throws), as JSON.
 */
import { createRoot } from 'react-dom/client';
import { compileFormOrThrow, createValidator } from '../../src/index.ts';
import { Form } from '../../src/renderer/index.ts';
import { cspDefinition } from './definition.ts';

declare global {
  interface Window {
    validateWithoutBuild: () => Promise<string>;
  }
}

window.validateWithoutBuild = async () => {
  // As the page's own task: code the test's evaluate() runs directly may compile despite the policy.
  await new Promise((resolve) => setTimeout(resolve));
  const validator = await createValidator(compileFormOrThrow(cspDefinition));
  try {
    return JSON.stringify(validator.validate({ answers: { birth_date: '2024-01-01' } }));
  } catch (error) {
    return (error as Error).message;
  }
};

createRoot(document.getElementById('root')!).render(
  <Form form={cspDefinition} onSubmit={() => undefined} />,
);
