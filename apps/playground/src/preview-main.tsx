/**
 * The preview frame's page (`preview.html`, in `<iframe sandbox="allow-scripts">`): compiles the
 * workspace the playground posts, renders the form as the portal does, and keeps its store's data
 * equal to the playground's (see `preview-protocol.ts`). It sees nothing of the playground's page
 * and holds no session: what a shared definition makes it do stays in here.
 */
import '@admissions/form-engine/styles.css';
import './preview.css';
import { createFormStore, type CompiledForm, type FormStore } from '@admissions/form-engine';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { lintWorkspace } from './lint.ts';
import { Preview } from './preview.tsx';
import {
  isMessage,
  syncedStore,
  type FromPreview,
  type PreviewData,
  type PreviewView,
  type ToPreview,
} from './preview-protocol.ts';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element.');
const root = createRoot(element);

// The frame's origin is opaque, so the playground's is unknown here too: `*`, and only messages
// whose source is the parent window are read.
const send = (message: FromPreview) => parent.postMessage(message, '*');

let view: PreviewView | undefined;
let shown:
  { form: CompiledForm; store: FormStore; sync: ReturnType<typeof syncedStore> } | undefined;
/** The playground's data as last posted: a form still compiling starts from it. */
let latest: PreviewData | undefined;
let compiling = 0;

function render() {
  if (view) {
    document.title = view.title;
    document.documentElement.lang = view.lang;
  }
  root.render(
    <StrictMode>
      {shown && view && (
        <Preview
          form={shown.form}
          store={shown.store}
          mode={view.mode}
          language={view.lang}
          pageId={view.pageId}
        />
      )}
    </StrictMode>,
  );
}

async function showForm({ seq, workspace, language, data }: Extract<ToPreview, { kind: 'form' }>) {
  const mine = ++compiling;
  latest = data;
  const { form } = await lintWorkspace(workspace, language);
  // A newer form was posted meanwhile; or (never, the playground posts good versions only) the
  // workspace does not compile: the last form stays.
  if (mine !== compiling || !form) return;
  shown?.sync.unsubscribe();
  const store = createFormStore(form);
  const sync = syncedStore(store, (changed) => send({ kind: 'data', seq, data: changed }));
  sync.apply(latest);
  shown = { form, store, sync };
  render();
}

addEventListener('message', (event) => {
  if (event.source !== parent || !isMessage<ToPreview>(event.data, ['form', 'view', 'data']))
    return;
  const message = event.data;
  if (message.kind === 'view') {
    view = message.view;
    render();
  } else if (message.kind === 'data') {
    latest = message.data;
    shown?.sync.apply(message.data);
  } else void showForm(message);
});

// A click in a field (its label, its control) asks the playground to explain that field. The
// engine's label ids are `<key>-label`.
addEventListener('click', (event) => {
  const field = (event.target as Element | null)?.closest?.('.fe-field');
  const label = field?.querySelector('.fe-label[id$="-label"]');
  if (label) send({ kind: 'explain', key: label.id.slice(0, -'-label'.length) });
});

// The frame is as tall as its content, so the playground's page scrolls as one.
new ResizeObserver(() =>
  send({ kind: 'height', height: document.documentElement.scrollHeight }),
).observe(document.body);
send({ kind: 'ready' });
