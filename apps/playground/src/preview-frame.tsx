/**
 * The preview in an iframe of the chosen width, so the engine's styles respond to that width as
 * they do on a phone or a laptop (their media queries read the frame's viewport, which a plain
 * box of the same width would not change). The React tree stays the playground's: it is portalled
 * into the frame's body, with the page's style sheets copied into the frame's head.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface PreviewFrameProps {
  readonly width: number;
  /** The frame's accessible name. */
  readonly title: string;
  /** The language of the form inside (the frame's `lang`). */
  readonly lang: string;
  readonly children: ReactNode;
}

export function PreviewFrame({ width, title, lang, children }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement>();
  const [height, setHeight] = useState(400);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    doc.title = title;
    for (const sheet of document.head.querySelectorAll('link[rel="stylesheet"], style'))
      doc.head.append(sheet.cloneNode(true));
    doc.body.classList.add('pg-frame-body');
    // The frame is as tall as its content, so the page scrolls as one.
    const observer = new ResizeObserver(() => setHeight(doc.documentElement.scrollHeight));
    observer.observe(doc.body);
    setBody(doc.body);
    return () => {
      observer.disconnect();
      doc.head.replaceChildren();
      setBody(undefined);
    };
  }, [title]);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc) doc.documentElement.lang = lang;
  }, [lang, body]);

  return (
    <>
      <iframe
        ref={frame}
        title={title}
        className="pg-frame"
        style={{ width: `${width}px`, height: `${height}px` }}
      />
      {body && createPortal(children, body)}
    </>
  );
}
