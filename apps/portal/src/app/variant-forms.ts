import type { VariantName } from '@admissions/partner-config';
import type { PortalForm } from './portal-context.tsx';

/**
 * Each variant's form built ahead of time by the engine's Vite plugin (vite.config.ts): the
 * compiled form and its check table as data, so nothing is compiled in the browser and the page's
 * policy can forbid `eval` (`script-src 'self'`). Only the deployment's variant loads; the
 * prerenderer (prerender/visitor-page.tsx) loads the same modules.
 */
export const VARIANT_FORMS: Record<VariantName, () => Promise<PortalForm>> = {
  undergraduate: () => import('virtual:form-engine/undergraduate'),
  transfer: () => import('virtual:form-engine/transfer'),
};
