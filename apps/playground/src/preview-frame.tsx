/**
 * The preview in an iframe of the chosen width, so the engine's styles respond to that width as
 * they do on a phone or a laptop (their media queries read the frame's viewport, which a plain
 * box of the same width would not change).
 *
 * The frame is sandboxed (`allow-scripts`, not `allow-same-origin`): its page (`preview.html`)
 * is an opaque origin that cannot touch this page nor use the portal's session, whatever a shared
 * definition makes it do. So it renders the form itself, and the two talk by messages
 * (`preview-protocol.ts`): this side posts the last good workspace, the view switches and its
 * store's changes (Validate's errors); the frame posts the applicant's answers and its height.
 */
import type { FormStore } from '@admissions/form-engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Workspace, Language } from './lint.ts';
import {
  dataOf,
  isMessage,
  syncedStore,
  type FromPreview,
  type PreviewView,
  type ToPreview,
} from './preview-protocol.ts';

/** The last good version: the store the playground keeps, and the workspace it was built from. */
export interface PreviewSource {
  readonly store: FormStore;
  readonly workspace: Workspace;
  readonly language: Language;
}

export interface PreviewFrameProps {
  /** The frame's viewport width (CSS px): scaled down, never narrowed, to fit the column. */
  readonly width: number;
  /** Draws a phone's body around the frame. */
  readonly phone?: boolean;
  /** The frame's accessible name (and its document's title). */
  readonly title: string;
  /** Nothing yet: the frame stays empty. */
  readonly source: PreviewSource | undefined;
  readonly view: Omit<PreviewView, 'title'>;
  /** The applicant clicked a field (its answer key). */
  readonly onExplain?: (key: string) => void;
}

/** The frame's border, and a phone's body on each side. */
const BORDER = 1;
const PHONE_BODY = 12;

/** A frame taller than this is a frame's mistake (or mischief), not a form. */
const MAX_HEIGHT = 100_000;

export function PreviewFrame({
  width,
  phone = false,
  title,
  source,
  view,
  onExplain,
}: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(Infinity);
  const explain = useRef(onExplain);
  explain.current = onExplain;
  // Counts the frame's page loads: each one starts empty and asks for everything.
  const [loads, setLoads] = useState(0);
  const [height, setHeight] = useState(400);
  const sync = useRef<{ seq: number; apply: ReturnType<typeof syncedStore>['apply'] }>(undefined);
  const forms = useRef(0);

  const post = useCallback(
    (message: ToPreview) => frame.current?.contentWindow?.postMessage(message, '*'),
    [],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const from = frame.current?.contentWindow;
      if (!from || event.source !== from) return;
      if (!isMessage<FromPreview>(event.data, ['ready', 'height', 'data', 'explain'])) return;
      const message = event.data;
      if (message.kind === 'ready') setLoads((n) => n + 1);
      else if (message.kind === 'explain')
        explain.current?.(typeof message.key === 'string' ? message.key : '');
      else if (message.kind === 'height')
        setHeight(Math.min(MAX_HEIGHT, Math.max(0, Number(message.height) || 0)));
      else if (message.seq === sync.current?.seq) sync.current.apply(message.data);
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (loads === 0 || !source) return;
    const { store, workspace, language } = source;
    const seq = ++forms.current;
    post({ kind: 'form', seq, workspace, language, data: dataOf(store) });
    const synced = syncedStore(store, (data) => post({ kind: 'data', data }));
    sync.current = { seq, apply: synced.apply };
    return synced.unsubscribe;
  }, [loads, source, post]);

  // The column's width: a frame wider than it is scaled down (its viewport keeps its width, so
  // the form lays out as on that screen).
  useEffect(() => {
    const current = stage.current;
    if (!current) return;
    const observer = new ResizeObserver(() => setRoom(current.clientWidth));
    observer.observe(current);
    return () => observer.disconnect();
  }, []);

  const { mode, pageId, lang } = view;
  useEffect(() => {
    if (loads > 0) post({ kind: 'view', view: { mode, pageId, lang, title } });
  }, [loads, mode, pageId, lang, title, post]);

  const body = phone ? PHONE_BODY : 0;
  const outer = width + 2 * (BORDER + body);
  const tall = height + 2 * (BORDER + body * 3);
  const scale = Math.min(1, room / outer);
  return (
    <div ref={stage} className="pg-stage" style={{ height: `${tall * scale}px` }}>
      <div
        className={phone ? 'pg-device pg-phone' : 'pg-device'}
        style={{ width: `${outer}px`, transform: scale < 1 ? `scale(${scale})` : undefined }}
      >
        <iframe
          ref={frame}
          title={title}
          src="./preview.html"
          sandbox="allow-scripts"
          className="pg-frame"
          style={{ width: `${width}px`, height: `${height}px` }}
        />
      </div>
    </div>
  );
}
