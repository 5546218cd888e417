export * from './core/index.ts';
export * from './backend/index.ts';
export { renderPlainText } from './readonly/plain-text.ts';
export {
  readOnlyOutline,
  type OutlineItem,
  type OutlinePage,
  type OutlineSection,
  type ReadOnlyOutline,
  type ReadOnlyState,
} from './readonly/outline.ts';
export {
  describeAnswer,
  type ReadOnlyOption,
  type ReadOnlyValue,
} from './readonly/answer-format.ts';
