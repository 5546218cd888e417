/**
 * The prerenderer's entry (built for Node by build/prerender.ts): a form page as a visitor first
 * meets it — no session, no answers — rendered to HTML by the same components the browser
 * hydrates. The server sends it inside `#root` to a browser without the identity cookie, so the
 * page and its fields show, and take typing, before any script has run (issue 30).
 */
import type { VariantName } from '@admissions/partner-config';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createPortal } from '../app/portal-context.tsx';
import { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_IDLE_WARNING_MS } from '../app/portal-config.ts';
import { PortalRoot } from '../app/portal-root.tsx';
import { PortalRoutes } from '../app/portal-routes.tsx';
import { VARIANT_FORMS } from '../app/variant-forms.ts';

/** One prerendered page: its address and the markup that goes inside `#root`. */
export interface PrerenderedPage {
  readonly path: string;
  readonly html: string;
}

/** Every form page of a variant, as a visitor (no cookies, no stored answers) first sees it. */
export async function renderVisitorPages(variant: VariantName): Promise<PrerenderedPage[]> {
  const form = await VARIANT_FORMS[variant]();
  const pages: PrerenderedPage[] = [];
  for (const { path } of form.form.pages) {
    // A portal per page: nothing one render leaves in a store reaches the next.
    const portal = createPortal(
      { variant, idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS, idleWarningMs: DEFAULT_IDLE_WARNING_MS },
      form,
      '',
    );
    // No hydration data to send (it would be an inline script, which the page's policy
    // forbids): the routes have no loaders, so the browser's router starts in the same state.
    const html = renderToString(
      <PortalRoot portal={portal}>
        <StaticRouter location={path}>
          <PortalRoutes portal={portal} />
        </StaticRouter>
      </PortalRoot>,
    );
    pages.push({ path, html });
  }
  return pages;
}
