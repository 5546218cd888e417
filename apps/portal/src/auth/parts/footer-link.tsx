import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FooterLinkProps {
  /** The question before the link, e.g. "New here?". */
  readonly prompt: string;
  /** The neighbouring auth screen. */
  readonly to: string;
  /** Navigation state for it: the answers the applicant carries through the auth screens (§2). */
  readonly state?: unknown;
  readonly children: ReactNode;
}

/** An auth card's footer: a question and the link to the neighbouring screen. */
export function FooterLink({ prompt, to, state, children }: FooterLinkProps) {
  return (
    <p>
      {prompt}{' '}
      <Link to={to} state={state}>
        {children}
      </Link>
    </p>
  );
}
