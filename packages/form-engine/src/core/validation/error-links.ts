import type { CompiledForm } from '../compiler/compiled-form.ts';
import type { FieldErrors } from './result.ts';

/** One entry of the error summary. */
export interface ErrorLink {
  readonly key: string;
  readonly messages: readonly string[];
  /** `/{page}#{key}` when the key's page is known; the summary shows plain text otherwise. */
  readonly href: string | undefined;
}

/**
 * Turns validation errors into error-summary entries in page and field order; each error whose
 * key is on a page links to `/{page}#{key}` (the page's path, the input's id).
 */
export function errorLinks(form: CompiledForm, errors: FieldErrors): ErrorLink[] {
  const order = new Map([...form.keyPage.keys()].map((key, i) => [key, i]));
  const pathOf = new Map(form.pages.map((p) => [p.id, p.path]));
  return Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
    .map(([key, messages]) => {
      const pageId = form.keyPage.get(key);
      return { key, messages, href: pageId ? `${pathOf.get(pageId)}#${key}` : undefined };
    });
}
