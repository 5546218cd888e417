export * from './core/index.ts';
export * from './backend/index.ts';
