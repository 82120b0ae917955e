import { useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import type { EventsGraph as EventsGraphData } from '../../src/events/learner-events.ts';
import { messagesArrived } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { learnerEvents } from '../../src/kit/learner-events.ts';
import { useValue } from '../../src/react/use-value.ts';
import { verbLabel } from '../../src/elements/verb-label.ts';
import { drawEventsGraph, toG6Data } from './events-g6.ts';

export const eventsGraphAttributes = {};

/**
 * Events Graph: the signed-in learner's own recorded events as verbs linked to their values, drawn with G6, and the
 * same as a table (what a screen reader reads). A guest is asked to sign in.
 */
export function EventsGraph(_props: WidgetProps<typeof eventsGraphAttributes>) {
  const t = useT();
  const state = useValue(learnerEvents.signals.state);
  useEffect(() => learnerEvents.actions.need(), []);

  switch (state.status) {
    case 'guest':
      return (
        <p className="tj-message" part="sign-in" role="note">
          {t('events-graph.signIn')}
        </p>
      );
    case 'loading':
      return (
        <div className="lookup-loading" part="loading" aria-busy="true">
          <span className="lookup-spinner" aria-hidden="true" />
          <p role="status">{t('events-graph.loading')}</p>
        </div>
      );
    case 'error':
      return (
        <div className="tj-message" part="error" role="alert">
          <p>{t('events-graph.failed')}</p>
          <p>{state.error.message}</p>
          <button type="button" className="lookup-button" part="retry" onClick={() => learnerEvents.actions.reload()}>
            {t('events-graph.retry')}
          </button>
        </div>
      );
    case 'ready':
      return state.data.verbs.length === 0 ? (
        <p className="tj-message" part="empty" role="status">
          {t('events-graph.empty')}
        </p>
      ) : (
        <Drawn graph={state.data} />
      );
  }
}

function Drawn({ graph }: { graph: EventsGraphData }) {
  const t = useT();
  const canvas = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  // Labelled again in a new language (a new `t`) and when its messages arrive after the switch.
  const arrived = useValue(messagesArrived);
  const data = useMemo(
    () => toG6Data(graph, { verb: (verb) => verbLabel(t, verb), noValue: t('events-graph.noValue') }),
    [graph, t, arrived], // eslint-disable-line react-hooks/exhaustive-deps -- arrived: see above
  );

  useEffect(() => {
    const container = canvas.current;
    if (!container) return undefined;
    setDrawn(false);
    const drawing = drawEventsGraph(container, data);
    let live = true;
    void drawing.drawn.then(() => {
      if (live) setDrawn(true);
    });
    return () => {
      live = false;
      drawing.destroy();
    };
  }, [data]);

  return (
    <section className="events-graph">
      <p className="summary" part="summary">
        {graph.shown < graph.total
          ? t('events-graph.summaryNewest', { shown: graph.shown, total: graph.total, verbs: graph.verbs.length })
          : t('events-graph.summary', { total: graph.total, verbs: graph.verbs.length })}
      </p>
      <div ref={canvas} className="canvas" part="canvas" aria-hidden="true" data-drawn={drawn} />
      <table className="table" part="table">
        <caption>{t('events-graph.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('events-graph.verb')}</th>
            <th scope="col">{t('events-graph.value')}</th>
            <th scope="col">{t('events-graph.count')}</th>
          </tr>
        </thead>
        <tbody>
          {graph.verbs.flatMap((verb) =>
            verb.values.map((value, index) => (
              <tr key={`${verb.verb}\u0000${value.value}`}>
                {index === 0 ? (
                  <th scope="rowgroup" rowSpan={verb.values.length}>
                    {verbLabel(t, verb.verb)} <span className="verb-count">({verb.count})</span>
                  </th>
                ) : null}
                <td>{value.value || t('events-graph.noValue')}</td>
                <td>{value.count}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </section>
  );
}
