import { useId, useMemo, useSyncExternalStore } from 'react';
import type { CompiledForm } from '../core/index.ts';
import { useFormStore } from '../bindings/form-context.tsx';
import { readOnlyOutline, type OutlineItem } from './outline.ts';
import { PrintableHeader, type PrintableHeaderInfo } from './printable-header.tsx';
import { ReadOnlyValueView } from './read-only-value.tsx';

export interface PrintableFormProps {
  /** The compiled form whose answers (from the provider's store) are shown. */
  readonly form: CompiledForm;
  /**
   * The header block's details (partner, applicant, submission, reference); without it the
   * header is the form's title alone.
   */
  readonly header?: PrintableHeaderInfo;
}

type HeadingLevel = 3 | 4;

/**
 * The printable read-only rendering for service users (specification §1, §6): the same content
 * as the plain text (it renders the same outline), as static HTML with semantic headings (h1 the
 * form, h2 its pages, h3 their sections, then block headings), "[X]"/"[ ]" marks before every
 * option of a short choice and "[X]" before the chosen option of a long one (see
 * `SHORT_LIST_MAX`), "[X] label" for checkboxes and no interactive control. Unlike the plain
 * text it also shows unanswered visible fields ("Not answered"), so a reader sees the whole form.
 * A header block opens it: the partner, the title and the applicant's details when given.
 */
export function PrintableForm({ form, header }: PrintableFormProps) {
  const store = useFormStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const outline = useMemo(() => readOnlyOutline(form, state), [form, state]);
  const base = useId();

  const items = (list: readonly OutlineItem[], level: HeadingLevel) =>
    list.map((item) => {
      switch (item.kind) {
        case 'field':
          return (
            <ReadOnlyValueView
              key={`field:${item.key}`}
              value={item.value}
              labelId={`${base}-${item.key}`}
            />
          );
        case 'block': {
          const Heading = `h${level}` as const;
          const headingId = `${base}-block-${item.id}-${item.n}`;
          return (
            <div
              key={`block:${item.id}:${item.n}`}
              className="fe-printable-block"
              role={item.title === undefined ? undefined : 'group'}
              aria-labelledby={item.title === undefined ? undefined : headingId}
            >
              {item.title !== undefined && <Heading id={headingId}>{item.title}</Heading>}
              {items(item.items, level)}
            </div>
          );
        }
        case 'tabs':
          return (
            <div key={`tabs:${item.id}`} className="fe-printable-tabs">
              {item.choice && (
                <ReadOnlyValueView value={item.choice} labelId={`${base}-tabs-${item.id}`} />
              )}
              {items(item.items, level)}
            </div>
          );
      }
    });

  return (
    <article className="fe-root fe-printable">
      <PrintableHeader title={outline.title} info={header} />
      {outline.pages.map((page) => (
        <div key={page.id} className="fe-printable-page" data-page={page.id}>
          <h2 className="fe-printable-page-title">{page.title}</h2>
          {page.sections.map((section) => (
            <div key={section.id} className="fe-printable-section">
              {section.title !== undefined && (
                <h3 className="fe-printable-section-title">{section.title}</h3>
              )}
              {items(section.items, section.title === undefined ? 3 : 4)}
            </div>
          ))}
        </div>
      ))}
    </article>
  );
}
