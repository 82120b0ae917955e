import { useEffect, useId, useState } from 'react';
import { abilities, allows, gates } from '../../src/abilities/abilities.ts';
import { ActionStatus } from '../../src/elements/ActionStatus.tsx';
import type { StoredGraph } from '../../src/contract/graph.ts';
import type { Quest } from '../../src/contract/quests.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { useT, type Translate } from '../../src/i18n/use-t.ts';
import { questLibrary } from '../../src/kit/quest-library.ts';
import { questTitle } from '../../src/quests/quest-data.ts';
import type { OpenOutcome } from '../../src/quests/quest-library.ts';
import { useAction, type Actions } from '../../src/react/use-action.ts';
import { useValue } from '../../src/react/use-value.ts';
import { ShareGraph } from '../../src/elements/ShareGraph.tsx';

export const questLibraryAttributes = {};

/**
 * Quest Library: the learner's quests (saved thought maps with their recorded steps). Open one to see its map in the
 * Thought Map, follow it to replay its steps on the graph one per second, share it with learners (through its graph
 * in the quest library, which they follow checkpoint by checkpoint), or delete it after a confirmation.
 */
export function QuestLibrary(_props: WidgetProps<typeof questLibraryAttributes>) {
  const state = useValue(questLibrary.list.state);
  const actions = useAction();
  useEffect(() => questLibrary.list.need(), []);
  return (
    <section className="learner-data">
      <LearnerDataView
        state={state}
        messages={{ signIn: 'quest-library.signIn', loading: 'quest-library.loading', failed: 'quest-library.failed' }}
        onRetry={() => questLibrary.list.reload()}
      >
        {(quests) => <QuestList quests={quests} actions={actions} />}
      </LearnerDataView>
    </section>
  );
}

/** What opening a quest did, in the learner's words. */
function outcomeText(t: Translate, title: string, outcome: OpenOutcome): string {
  if (!outcome.ok)
    return t(outcome.problem === 'empty' ? 'quest-library.problem.empty' : 'quest-library.problem.unknownNode');
  return t(outcome.replaying ? 'quest-library.following' : 'quest-library.opened', { title });
}

function QuestList({ quests, actions }: { quests: readonly Quest[]; actions: Actions }) {
  const t = useT();
  const [outcome, setOutcome] = useState<{ text: string; ok: boolean } | null>(null);
  const show = (quest: Quest, follow: boolean) => {
    const title = questTitle(quest) || t('quest-library.untitled');
    const opened = questLibrary.actions.open(quest, { follow });
    setOutcome({ text: outcomeText(t, title, opened), ok: opened.ok });
  };
  return (
    <>
      <ActionStatus
        actions={actions}
        messages={{
          running: 'quest-library.working',
          failed: 'quest-library.actionFailed',
          dismiss: 'quest-library.dismiss',
        }}
      />
      {outcome ? (
        <p className={outcome.ok ? 'muted' : 'tj-message'} part="outcome" role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      ) : null}
      {quests.length === 0 ? (
        <p className="tj-message" part="empty" role="status">
          {t('quest-library.empty')}
        </p>
      ) : (
        <>
          <p className="muted" part="count">
            {t('quest-library.count', { count: quests.length })}
          </p>
          <ul className="cards" part="list">
            {quests.map((quest) => (
              <QuestItem key={quest.id} quest={quest} actions={actions} onOpen={show} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function QuestItem(props: { quest: Quest; actions: Actions; onOpen: (quest: Quest, follow: boolean) => void }) {
  const { quest, actions, onOpen } = props;
  const t = useT();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  // The quest's graph in the quest library, once Share has found or made it: its sharing form is open.
  const [sharing, setSharing] = useState<StoredGraph | null>(null);
  const title = questTitle(quest) || t('quest-library.untitled');
  const thoughts = quest.thought_map.nodes.length;
  const saved = quest.thought_map['mutations'];
  const steps = Array.isArray(saved) ? saved.length : 0;
  const busy = actions.state.status === 'running';
  // Sharing a quest is for roles that may save quests (spec 1 §6: save Quest gates share).
  const mayShare = allows(useValue(abilities), gates.saveQuest);
  return (
    <li className="card" part="quest" aria-labelledby={headingId}>
      <span className="card-title" part="quest-title" id={headingId}>
        {title}
      </span>
      <span className="muted" part="quest-size">
        {t('quest-library.size', { thoughts, steps })}
      </span>
      <div className="row" part="quest-actions">
        <button type="button" onClick={() => onOpen(quest, false)}>
          {t('quest-library.open')}
        </button>
        <button type="button" onClick={() => onOpen(quest, true)} disabled={steps === 0}>
          {t('quest-library.follow')}
        </button>
        {mayShare ? (
          <button
            type="button"
            aria-expanded={sharing !== null}
            disabled={busy}
            onClick={() =>
              sharing
                ? setSharing(null)
                : void actions.run('share', async () => setSharing(await questLibrary.actions.share(quest)))
            }
          >
            {t('quest-library.share')}
          </button>
        ) : null}
        <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
          {t('quest-library.delete')}
        </button>
      </div>
      {sharing && mayShare ? (
        <>
          <p className="muted" part="share-hint">
            {t('quest-library.shareHint')}
          </p>
          <ShareGraph saved={sharing} actions={actions} onDone={() => setSharing(null)} />
        </>
      ) : null}
      {confirming ? (
        <div className="row" part="confirm" role="group" aria-label={t('quest-library.delete')}>
          <p>{t('quest-library.confirmDelete', { title })}</p>
          <button
            type="button"
            className="lookup-button"
            disabled={busy}
            onClick={() => void actions.run('delete', () => questLibrary.actions.remove(quest))}
          >
            {t('quest-library.delete')}
          </button>
          <button type="button" autoFocus onClick={() => setConfirming(false)}>
            {t('quest-library.cancel')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
