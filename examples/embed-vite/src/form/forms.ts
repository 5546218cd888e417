/**
 * The definition in each language, built ahead of time by the engine's Vite plugin
 * (vite.config.ts) with its data model and the engine's messages in that language. The two
 * definitions have the same keys and rules: only the words differ, and `npm run lint:form` lints
 * both.
 */
import * as en from 'virtual:form-engine/en';
import * as es from 'virtual:form-engine/es';

export type Locale = 'en' | 'es';

/** Each language's compiled form and its validator (the check table, loaded on first use). */
export const forms = { en, es } satisfies Record<Locale, unknown>;
