// What the engine loads on demand, on the first validation or lint: ajv and its formats.
export * from 'ajv/dist/2020.js';
export * from 'ajv-formats';
