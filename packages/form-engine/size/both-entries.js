// Both public entries as one application would import them, for size-limit: code the two share
// (the store, the hooks' core imports) is counted once.
export * from '../dist/index.js';
export * from '../dist/react.js';
