import type { CompiledForm, FormState, FormStore, ValidationResult } from '@admissions/form-engine';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createFormStore } from '@admissions/form-engine';
import { createSessionStore, type SessionStore } from '../session/session-store.ts';
import type { SessionActions, SessionSnapshot } from '../session/session-store.ts';
import type { PortalConfig } from './portal-config.ts';
import { createQueryClient } from './query-client.ts';

/** The variant's form: compiled, and how to validate its answers. */
export interface PortalForm {
  readonly form: CompiledForm;
  /** Validates the whole application (its generated code may load on first use). */
  readonly validator: { validate(state: FormState): Promise<ValidationResult> };
}

/** Everything the portal's screens share, made once at start. */
export interface Portal {
  readonly config: PortalConfig;
  /** The configured variant's compiled form. */
  readonly form: CompiledForm;
  /** Validates the whole application, in the browser as the server does on submit. */
  readonly validator: PortalForm['validator'];
  /** The applicant's answers (a guest's live here too, locally). */
  readonly store: FormStore;
  readonly session: SessionStore;
  readonly queryClient: QueryClient;
  /** The default route: the first page of the variant (§2). */
  readonly defaultPath: string;
}

/** The portal of a variant's form (built ahead of time in production: see main.tsx). */
export function createPortal(
  config: PortalConfig,
  { form, validator }: PortalForm,
  cookies?: string,
): Portal {
  const store = createFormStore(form);
  const session = createSessionStore(cookies);
  // Errors show only while the status is validating (§5): the one place the portal's status
  // tells the engine.
  session.subscribe(({ webStatus }, previous) => {
    if (webStatus !== previous.webStatus)
      store.getState().setShowErrors(webStatus === 'validating');
  });
  return {
    config,
    form,
    validator,
    store,
    session,
    queryClient: createQueryClient(),
    defaultPath: form.pages[0]?.path ?? '/',
  };
}

const PortalContext = createContext<Portal | null>(null);

export function PortalProvider({ portal, children }: { portal: Portal; children: ReactNode }) {
  return <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>;
}

/** The portal of the nearest {@link PortalProvider}. */
export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal must be used inside <PortalProvider>');
  return portal;
}

/** A slice of the client snapshot, re-rendering only when it changes. */
export function useSession<T>(select: (s: SessionSnapshot & SessionActions) => T): T {
  return useStore(usePortal().session, select);
}
