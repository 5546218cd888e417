/**
 * The autosave in words (issue 27): where the applicant's answers are — "Saving…", "Saved 2
 * minutes ago", "Offline — kept on this device…" — and the offer of a draft that conflicts with
 * the saved application.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { Autosave, AutosaveStatus } from './autosave.ts';
import { OFFLINE_MESSAGE, type DraftOffer } from './use-autosave.ts';

/** How often the "Saved … ago" text is brought up to date. */
const CLOCK_MS = 30_000;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "1 minute ago", "2 hours ago". */
export function savedAgo(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  return relative.format(-Math.floor(minutes / 60), 'hour');
}

/** The words of a state: what the live region announces. */
export function statusWords({ state, keptLocally }: AutosaveStatus): string {
  const kept = keptLocally
    ? 'kept on this device'
    : 'not kept on this device (its storage is full or off): leaving now would lose them';
  switch (state.kind) {
    case 'idle':
      return '';
    case 'unsaved':
      return `Changes ${kept}; saving shortly.`;
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'offline':
      return keptLocally ? OFFLINE_MESSAGE : `Offline — changes ${kept}.`;
    case 'retrying':
      return `Not saved yet (${state.message}) — changes ${kept}; trying again.`;
    case 'refused':
      return `Not saved: ${state.message} Your changes are ${kept}.`;
  }
}

/** The status line: a polite live region with the words, then the time of the last save. */
export function SaveStatus({ autosave }: { autosave: Autosave }) {
  const status = useStore(autosave.status);
  const [now, setNow] = useState(() => Date.now());
  const savedAt = status.state.kind === 'saved' ? status.state.at : undefined;
  useEffect(() => {
    if (savedAt === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, [savedAt]);
  return (
    <p className="portal-save-status">
      {/* Only the words are announced: the clock's minutes must not be read out each time. */}
      <span role="status">{statusWords(status)}</span>
      {savedAt !== undefined && <span> {savedAgo(savedAt, Math.max(now, savedAt))}</span>}
    </p>
  );
}

/** A draft typed on this device over answers saved elsewhere since: the applicant decides. */
export function DraftOfferBanner({ offer }: { offer: DraftOffer }) {
  return (
    <section className="portal-draft-offer" aria-labelledby="draft-offer-title">
      <h2 id="draft-offer-title" className="portal-draft-offer-title">
        Restore what you typed on this device?
      </h2>
      <p>
        {offer.count === 1 ? 'One answer' : `${offer.count} answers`} typed on this device{' '}
        {offer.count === 1 ? 'was' : 'were'} not saved, and the saved application has changed since
        (in another tab or on another device).
      </p>
      <div className="portal-page-actions">
        <button
          type="button"
          className="portal-button portal-button-primary"
          onClick={offer.restore}
        >
          Restore
        </button>
        <button
          type="button"
          className="portal-button portal-button-secondary"
          onClick={offer.discard}
        >
          Keep the saved answers
        </button>
      </div>
    </section>
  );
}
