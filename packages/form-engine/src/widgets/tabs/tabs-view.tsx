import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { CompiledTabGroup } from '../../core/index.ts';
import { useFormContext } from '../../bindings/form-context.tsx';
import type { FormMessages } from '../../core/messages/index.ts';
import { NestedNodes } from '../../bindings/nested-nodes.tsx';
import { useFormMode } from '../../bindings/hooks.ts';
import { ConfirmDialog } from '../confirm/confirm-dialog.tsx';
import { UploadInProgressDialog } from './upload-in-progress-dialog.tsx';
import { chosenTabOf, useChosenTab, useTabSwitch } from './use-tab-switch.ts';

type Group = { readonly group: CompiledTabGroup };
type Tab = CompiledTabGroup['tabs'][number];

/** Element ids of a group's parts; group ids are unique form-wide. */
const tabIds = (group: CompiledTabGroup) => ({
  label: `${group.id}-label`,
  panel: `${group.id}-panel`,
  tab: (tabId: string) => `${group.id}-tab-${tabId}`,
});

const tabOf = (group: CompiledTabGroup, tabId: string): Tab =>
  group.tabs.find((tab) => tab.id === tabId) ?? group.tabs[0]!;

/**
 * A tab group (specification §4, §6): the `edit` mode gets a WAI-ARIA tab list whose choice is
 * saved; `answers-only` shows only the default tab; `read-only` the chosen tab, read-only.
 */
export function TabsView({ group }: Group) {
  switch (useFormMode()) {
    case 'answers-only':
      return <DefaultTabOnly group={group} />;
    case 'read-only':
      return <ReadOnlyTabs group={group} />;
    default:
      return <TabList group={group} />;
  }
}

/**
 * What `answers-only` shows under the default tab: the other ways to answer exist (with only the
 * default tab in view, the user would never learn that a document can be uploaded instead; the
 * portal's visitors read that they can, once they have an account). Empty for a group of one tab.
 */
export function visitorTabsNote(group: CompiledTabGroup, messages: FormMessages): string {
  const others = group.tabs.filter((tab) => tab.id !== group.defaultTab).map((t) => t.label);
  return others.length === 0 ? '' : messages.visitorTabsNote({ choices: others });
}

/** The group's label and one tab's panel, without a tab list. */
function StaticTabs({
  group,
  tab,
  showTabLabel,
  note,
}: Group & { tab: Tab; showTabLabel: boolean; note?: string }) {
  const ids = tabIds(group);
  return (
    <div
      className="fe-tabs fe-tabs--static"
      role={group.label ? 'group' : undefined}
      aria-labelledby={group.label ? ids.label : undefined}
    >
      {group.label && (
        <p className="fe-tabs-label" id={ids.label}>
          {group.label}
        </p>
      )}
      {showTabLabel && <p className="fe-tabs-current">{tab.label}</p>}
      {note && <p className="fe-tabs-note">{note}</p>}
      <div className="fe-tab-panel">
        <NestedNodes nodes={tab.nodes} />
      </div>
    </div>
  );
}

/** No choice of tab in `answers-only`: the default tab only (the store is brought back to it). */
function DefaultTabOnly({ group }: Group) {
  const { store, messages } = useFormContext();
  const chosen = useChosenTab(group);
  useEffect(() => {
    if (chosenTabOf(store, group) !== group.defaultTab)
      store.getState().setTab(group.id, group.defaultTab);
  }, [store, group, chosen]);
  return (
    <StaticTabs
      group={group}
      tab={tabOf(group, group.defaultTab)}
      showTabLabel={false}
      note={visitorTabsNote(group, messages)}
    />
  );
}

/** `read-only` shows the chosen tab's label and its answers; no switching. */
function ReadOnlyTabs({ group }: Group) {
  const chosen = useChosenTab(group);
  return <StaticTabs group={group} tab={tabOf(group, chosen)} showTabLabel />;
}

/**
 * The tab list, with manual activation: arrow keys, Home and End move focus between the tabs,
 * Enter, Space or a click chooses one. A switch clears the answers of the tab left behind and may
 * delete an uploaded file, so it never happens on focus alone, and asks first when it would
 * remove something (focus returns to the tab chosen, whatever the answer).
 */
function TabList({ group }: Group) {
  const ids = tabIds(group);
  const { messages } = useFormContext();
  const { chosen, choose, pending, blocked, setBlocked, question } = useTabSwitch(group);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const attempted = useRef<string | undefined>(undefined);
  const tab = tabOf(group, chosen);

  const focusTab = (index: number) => {
    const count = group.tabs.length;
    const target = group.tabs[(index + count) % count];
    if (target) buttons.current.get(target.id)?.focus();
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'ArrowRight':
        focusTab(index + 1);
        break;
      case 'ArrowLeft':
        focusTab(index - 1);
        break;
      case 'Home':
        focusTab(0);
        break;
      case 'End':
        focusTab(group.tabs.length - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="fe-tabs">
      {group.label && (
        <p className="fe-tabs-label" id={ids.label}>
          {group.label}
        </p>
      )}
      <div
        className="fe-tab-list"
        role="tablist"
        aria-labelledby={group.label ? ids.label : undefined}
        aria-busy={pending || undefined}
      >
        {group.tabs.map((item, index) => {
          const selected = item.id === tab.id;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) buttons.current.set(item.id, element);
                else buttons.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={ids.tab(item.id)}
              className={`fe-tab${selected ? ' fe-tab--selected' : ''}`}
              aria-selected={selected}
              aria-controls={selected ? ids.panel : undefined}
              tabIndex={selected ? 0 : -1}
              onKeyDown={onKeyDown(index)}
              onClick={() => {
                attempted.current = item.id;
                void choose(item.id);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        className="fe-tab-panel"
        role="tabpanel"
        id={ids.panel}
        aria-labelledby={ids.tab(tab.id)}
      >
        <NestedNodes nodes={tab.nodes} />
      </div>
      <UploadInProgressDialog
        open={blocked}
        onOpenChange={setBlocked}
        returnFocus={() => buttons.current.get(attempted.current ?? tab.id)}
      />
      {question && (
        <ConfirmDialog
          title={messages.tabSwitchTitle({ tab: tabOf(group, question.tabId).label })}
          text={messages.tabSwitchText(question.removal)}
          cancelLabel={messages.tabSwitchCancel}
          confirmLabel={messages.tabSwitchConfirm(question.removal)}
          returnFocus={() => buttons.current.get(question.tabId)}
          onCancel={() => question.answer(false)}
          onConfirm={() => question.answer(true)}
        />
      )}
    </div>
  );
}
