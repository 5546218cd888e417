/**
 * Test set-up for the portal's component tests: React Testing Library's cleanup after each test
 * (Vitest runs without globals), and what jsdom lacks that axe-core uses.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
// axe-core escapes selectors with CSS.escape, which jsdom does not provide.
const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ?? {};
css.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;
