import './styles/layers.css';
import '@admissions/form-engine/styles.css';
import './styles/portal.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createPortal } from './app/portal-context.tsx';
import { readPortalConfig } from './app/portal-config.ts';
import { PortalRoot } from './app/portal-root.tsx';
import { PortalRoutes } from './app/portal-routes.tsx';
import { VARIANT_FORMS } from './app/variant-forms.ts';
import { holdTypedInput } from './prerender/hydration.ts';
import { preloadFooterDialogs } from './shell/footer.tsx';
import { preloadWidgets, whenIdle } from '@admissions/form-engine/react';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const config = readPortalConfig();
/** The server sent the page rendered (a visitor's form page): hydrate it, keeping what was typed. */
const prerendered = root.hasAttribute('data-prerendered');

VARIANT_FORMS[config.variant]().then(
  (form) => {
    const portal = createPortal(config, form);
    const app = (
      <PortalRoot portal={portal}>
        <BrowserRouter>
          <PortalRoutes portal={portal} />
        </BrowserRouter>
      </PortalRoot>
    );
    if (prerendered) {
      // What was typed before now goes to the fields once they hydrate (form-page-route.tsx).
      holdTypedInput(root);
      hydrateRoot(root, app);
    } else createRoot(root).render(app);
    // What the first page does not need loads once it has rendered, so that the first dialog or
    // address look-up does not wait for its code. A failure here is retried when first used.
    whenIdle(() => {
      preloadWidgets().catch(() => undefined);
      preloadFooterDialogs().catch(() => undefined);
    });
  },
  (error: unknown) => {
    // The form's chunk could not load (the network, or a deployment replaced it): say so.
    console.error(error);
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent =
      'The application could not be loaded. Check your connection and reload the page.';
    root.replaceChildren(message);
  },
);
