import { useState, type KeyboardEvent } from 'react';
import { abilities } from '../../src/abilities/abilities.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { graphLayoutSchema, type GraphLayout } from '../../src/contract/graph.ts';
import { graphKeyAction, hotkeyLabel, hotkeyOfMode } from '../../src/graph/hotkeys.ts';
import type { RefusalReason } from '../../src/graph/messages.ts';
import { allowedModes, allowsMode } from '../../src/graph/mode-actions.ts';
import type { GraphMode } from '../../src/graph/modes.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { useValue } from '../../src/react/use-value.ts';

export const graphControlsAttributes = {};

const layouts = graphLayoutSchema.options;

/** The settings a learner can change, per layout (spec 2 §9.1 names gforce's three); the rest keep G6's defaults. */
const layoutSettingNames: Readonly<Partial<Record<GraphLayout, readonly string[]>>> = {
  gforce: ['edgeStrength', 'nodeStrength', 'linkDistance'],
};

const modeKey = (mode: GraphMode) => `graph-controls.mode.${mode}` as MessageKey;
const layoutKey = (layout: GraphLayout) => `graph-controls.layout.${layout}` as MessageKey;
const settingKey = (name: string) => `graph-controls.setting.${name}` as MessageKey;

/** The core answers why it refused; the learner reads it in their language (spec 2 §8's text in English). */
const refusalKey = (reason: RefusalReason): MessageKey =>
  reason === 'configIncomplete' ? 'graph-controls.refused.configIncomplete' : 'graph-controls.refused.other';

/** A number field's text as the setting's value: nothing when it is not a number (the core refuses that). */
function settingValue(text: string): number | undefined {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Graph Controls: the explore graph's edit mode (with its hotkey), layout, layout settings, arrow-edge and group
 * toggles. Every change is a command of the graph core, so Graph Explore, the keyboard and this stay in step.
 */
export function GraphControls(_props: WidgetProps<typeof graphControlsAttributes>) {
  const t = useT();
  const { run } = exploreGraph.actions;
  const mode = useValue(exploreGraph.signals.mode);
  const layout = useValue(exploreGraph.signals.layout);
  const settings = useValue(exploreGraph.signals.layoutSettings);
  const arrows = useValue(exploreGraph.signals.arrows);
  const groups = useValue(exploreGraph.signals.groups);
  // Only the modes the learner's roles allow are offered (spec 1 §6: shortest path is off for all).
  const ability = useValue(abilities);
  const modes = allowedModes(ability);
  // What the learner typed, kept while it is not a value the core took (so a refused entry stays to be corrected).
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const [refusal, setRefusal] = useState<MessageKey | null>(null);
  const [deniedMode, setDeniedMode] = useState<GraphMode | null>(null);

  const hotkey = hotkeyOfMode(mode);
  const settingNames = layoutSettingNames[layout] ?? [];

  function changeSetting(name: string, text: string): void {
    setDrafts((current) => ({ ...current, [`${layout}.${name}`]: text }));
    const result = run({ type: 'config', layout, property: name, value: settingValue(text) });
    setRefusal(result.outcome === 'refused' ? refusalKey(result.reason) : null);
  }

  // The mode keys work here too, as in Graph Explore: alt+shift+digit (or f) while a control has focus.
  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    const action = graphKeyAction(event);
    if (action?.kind !== 'mode') return;
    event.preventDefault();
    // The abilities of the moment of the key press (they may have changed since the last render).
    if (!allowsMode(abilities.value, action.mode)) {
      setDeniedMode(action.mode);
      return;
    }
    setDeniedMode(null);
    run({ type: 'mode', mode: action.mode });
  }

  return (
    <section className="graph-controls" onKeyDown={onKeyDown}>
      <div className="control">
        <label htmlFor="graph-mode">{t('graph-controls.modeLabel')}</label>
        <select
          id="graph-mode"
          part="mode"
          value={mode}
          aria-describedby="graph-mode-hotkey"
          onChange={(event) => {
            setDeniedMode(null);
            run({ type: 'mode', mode: event.target.value as GraphMode });
          }}
        >
          {/* The current mode stays listed even when not allowed (a frame may have set it), so the select shows it. */}
          {(modes.includes(mode) ? modes : [...modes, mode]).map((each) => {
            const key = hotkeyOfMode(each);
            return (
              <option key={each} value={each}>
                {key === undefined
                  ? t(modeKey(each))
                  : t('graph-controls.modeWithHotkey', { mode: t(modeKey(each)), keys: hotkeyLabel(key) })}
              </option>
            );
          })}
        </select>
        <p id="graph-mode-hotkey" className="hint" part="mode-hotkey">
          {hotkey === undefined ? (
            t('graph-controls.noHotkey')
          ) : (
            <>
              {t('graph-controls.hotkey')} <kbd>{hotkeyLabel(hotkey)}</kbd>
            </>
          )}
        </p>
        {deniedMode && (
          <p className="tj-message" role="alert" part="mode-denied">
            {t('graph-controls.modeNotAvailable', { mode: t(modeKey(deniedMode)) })}
          </p>
        )}
      </div>

      <div className="control">
        <label htmlFor="graph-layout">{t('graph-controls.layoutLabel')}</label>
        <select
          id="graph-layout"
          part="layout"
          value={layout}
          onChange={(event) => {
            setRefusal(null);
            run({ type: 'layout', layout: event.target.value as GraphLayout });
          }}
        >
          {layouts.map((each) => (
            <option key={each} value={each}>
              {t(layoutKey(each))}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="settings" part="settings">
        <legend>{t('graph-controls.settingsLegend', { layout: t(layoutKey(layout)) })}</legend>
        {settingNames.length === 0 ? (
          <p className="hint">{t('graph-controls.noSettings')}</p>
        ) : (
          settingNames.map((name) => {
            const id = `graph-setting-${name}`;
            const stored = settings[layout][name];
            const text = drafts[`${layout}.${name}`] ?? (stored === undefined ? '' : String(stored));
            return (
              <div className="setting" key={name}>
                <label htmlFor={id}>{t(settingKey(name))}</label>
                <input
                  id={id}
                  part="setting"
                  type="number"
                  inputMode="decimal"
                  value={text}
                  aria-invalid={refusal !== null && settingValue(text) === undefined}
                  onChange={(event) => changeSetting(name, event.target.value)}
                />
              </div>
            );
          })
        )}
        {refusal && (
          <p className="tj-message" role="alert" part="refusal">
            {t(refusal)}
          </p>
        )}
      </fieldset>

      <div className="toggles">
        {(['arrows', 'groups'] as const).map((toggle) => (
          <label key={toggle} className="toggle">
            <input
              type="checkbox"
              role="switch"
              part={toggle}
              checked={toggle === 'arrows' ? arrows : groups}
              onChange={(event) => run({ type: toggle, on: event.target.checked })}
            />
            {t(`graph-controls.${toggle}`)}
          </label>
        ))}
      </div>
    </section>
  );
}
