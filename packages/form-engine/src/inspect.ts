/**
 * @admissions/form-engine/inspect — tools for form authors and embedders that a form itself never
 * needs (kept out of the main entry and its size budget): why a key is visible or hidden, and
 * which keys a change affects.
 */
export * from './core/explain/index.ts';
