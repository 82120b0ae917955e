import { useEffect, useId } from 'react';
import { eventVerbs, eventVerbSchema, type StoredEvent } from '../../src/contract/events.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { verbLabel } from '../../src/elements/verb-label.ts';
import { valueText } from '../../src/events/learner-events.ts';
import type { EventList } from '../../src/events/recent-events.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { recentEvents } from '../../src/kit/recent-events.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useValue } from '../../src/react/use-value.ts';

export const recentEventsAttributes = {};

/**
 * Recent Events: the signed-in learner's newest events (what they looked up, noted, saved …), all of them or those
 * of one kind, newest first, each with when it happened. A guest is asked to sign in.
 */
export function RecentEvents(_props: WidgetProps<typeof recentEventsAttributes>) {
  const state = useValue(recentEvents.list.state);
  useEffect(() => recentEvents.list.need(), []);
  return (
    <section className="learner-data">
      {state.status !== 'guest' && <VerbFilter />}
      <LearnerDataView
        state={state}
        messages={{ signIn: 'recent-events.signIn', loading: 'recent-events.loading', failed: 'recent-events.failed' }}
        onRetry={() => recentEvents.list.reload()}
      >
        {(list) => <EventsList list={list} />}
      </LearnerDataView>
    </section>
  );
}

/** All kinds, or one: the verbs by their names, in the learner's language and alphabetical order. */
function VerbFilter() {
  const t = useT();
  const id = useId();
  const verb = useValue(recentEvents.verb);
  const named = eventVerbs
    .map((code) => ({ code, name: verbLabel(t, code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="row" part="filter">
      <label htmlFor={id}>{t('recent-events.kind')}</label>
      <select
        id={id}
        value={verb ?? ''}
        onChange={(event) => {
          const chosen = eventVerbSchema.safeParse(event.target.value);
          recentEvents.setVerb(chosen.success ? chosen.data : null);
        }}
      >
        <option value="">{t('recent-events.allKinds')}</option>
        {named.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => recentEvents.list.reload()}>
        {t('recent-events.refresh')}
      </button>
    </div>
  );
}

function EventsList({ list }: { list: EventList }) {
  const t = useT();
  const verb = useValue(recentEvents.verb);
  const language = useLanguage();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  if (list.items.length === 0) {
    return (
      <p className="tj-message" part="empty" role="status">
        {t(verb === null ? 'recent-events.empty' : 'recent-events.emptyKind')}
      </p>
    );
  }
  return (
    <>
      <p className="muted" part="summary">
        {t('recent-events.summary', { shown: list.items.length, total: list.total })}
      </p>
      <ol className="cards" part="list">
        {list.items.map((event: StoredEvent) => (
          <li key={event.id} className="card event" part="event">
            <span className="card-title" part="verb">
              {verbLabel(t, event.verb)}
            </span>
            {valueText(event.value) !== '' && <span part="value">{valueText(event.value)}</span>}
            <time className="muted" part="time" dateTime={event.timestamp}>
              {when.format(new Date(event.timestamp))}
            </time>
          </li>
        ))}
      </ol>
    </>
  );
}
