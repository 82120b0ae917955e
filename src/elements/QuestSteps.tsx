import { useId } from 'react';
import questGroupsMessages from 'virtual:tj-messages/quest-groups';
import { allows, gates, userAbilities } from '../abilities/abilities.ts';
import { registerMessages } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { exploreGraph } from '../kit/graph.ts';
import { session } from '../kit/session.ts';
import { questGrouping } from '../kit/thought-map.ts';
import type { ThoughtMapData } from '../quests/thought-map.ts';
import { useValue } from '../react/use-value.ts';

void registerMessages(questGroupsMessages);

/**
 * "Group into steps with Eddie" for a quest's thoughts (the Thought Map, the quest graph): Eddie groups them from the
 * anchor outward (spec 2 §7.3 POST /eddie/quests-group), the drawing puts each step in a group, and the list here is
 * the keyboard and screen-reader way to read the steps. Only a signed-in learner whose role has Eddie and quests
 * sees it (the call's gates).
 */
export function QuestSteps({ map }: { map: ThoughtMapData }) {
  const t = useT();
  const signedIn = useValue(session.signals.isLoggedIn);
  const ability = useValue(userAbilities);
  const state = useValue(questGrouping.state);
  const anchor = useValue(exploreGraph.signals.anchor);
  const listLabel = useId();
  if (!signedIn || !allows(ability, gates.askEddie) || !allows(ability, gates.readQuest)) return null;
  if (map.nodes.length === 0) return null;
  const grouping = state.status === 'loading';
  const labels = new Map(map.nodes.map((node) => [node.id, node.label]));
  // A thought left the map since (cleared, another quest opened): its step lists only the thoughts still there.
  const steps = (state.status === 'ready' ? state.answer : [])
    .map((each) => ({ ...each, nodeIds: each.nodeIds.filter((id) => labels.has(id)) }))
    .filter((each) => each.nodeIds.length > 0);
  let said = '';
  if (state.status === 'loading') said = t('quest-groups.grouping');
  else if (state.status === 'ready') said = t('quest-groups.grouped', { count: steps.length });
  else if (state.status === 'error') said = t('quest-groups.failed', { message: state.error.message });
  return (
    <div className="quest-steps-box" part="steps">
      <div className="quest-steps-buttons">
        <button
          type="button"
          aria-disabled={grouping}
          onClick={() => {
            if (!grouping) void questGrouping.group(map, anchor);
          }}
        >
          {grouping && <span className="lookup-spinner" aria-hidden="true" />}
          {t('quest-groups.group')}
        </button>
        {state.status === 'ready' && (
          <button type="button" onClick={() => questGrouping.ungroup()}>
            {t('quest-groups.ungroup')}
          </button>
        )}
      </div>
      <p className="quest-steps-status" role="status">
        {said}
      </p>
      {steps.length > 0 && (
        <>
          <h3 className="quest-steps-title" id={listLabel}>
            {t('quest-groups.stepsLabel')}
          </h3>
          <ol className="quest-step-list" aria-labelledby={listLabel}>
            {steps.map((each) => (
              <li key={each.step} part="step">
                <strong>{t('quest-groups.step', { step: each.step })}</strong>{' '}
                {each.nodeIds.map((id) => labels.get(id)).join(', ')}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
