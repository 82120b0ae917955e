import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { canLoadWidget, userAbilities } from '../../src/abilities/abilities.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { locale } from '../../src/preferences/locale.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { useValue } from '../../src/react/use-value.ts';
import { widgetRegistry } from '../../widgets/registry.ts';
import { addPanel, addWidget, addWidgets, dock, type AddOutcome } from './dock.ts';
import { useOutsidePress } from '../../src/react/use-outside-press.ts';
import { panelName } from './panel-name.ts';
import { widgetTitle } from './widget-title.ts';

/** The panel choice "a new panel". */
const NEW_PANEL = 'new';

/** The toast that says where a widget went, naming the panel by its widgets. */
function announce(t: ReturnType<typeof useT>, title: string, outcome: AddOutcome): void {
  if (outcome.result === 'full') showToast(t('host.panelsFull'), 'error');
  else if (outcome.result === 'already') showToast(t('host.widgetAlreadyThere', { title }), 'info');
  else if (outcome.beside) showToast(t('host.widgetAdded', { title, panel: outcome.beside }), 'success');
  else showToast(t('host.widgetAddedAlone', { title }), 'success');
}

/**
 * Spec 1 §2 "widget dropdown": the widgets the learner's roles may load (spec 1 §6), by title, filtered by
 * text (case-insensitive), added to the panel chosen (the active one unless the learner picks another or a new one).
 * "Select several" turns the list into a multiple choice added with Add Widgets.
 * A button opens a filter box that drives a listbox (the WAI-ARIA combobox pattern). It closes on Escape, on
 * a choice, on an outside click or when focus leaves it, and its filter is cleared each time it closes.
 */
export function WidgetPicker() {
  const t = useT();
  const code = useValue(locale);
  const api = useValue(dock);
  const ability = useValue(userAbilities);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const [target, setTarget] = useState(NEW_PANEL);
  const [several, setSeveral] = useState(false);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const inputId = useId();
  const listId = useId();
  const targetId = useId();

  const options = useMemo(() => {
    const wanted = filter.trim().toLocaleLowerCase(code);
    return (
      widgetRegistry
        .filter((entry) => canLoadWidget(ability, entry.name))
        .map((entry) => ({ name: entry.name, title: t(entry.titleKey) }))
        .filter((option) => option.title.toLocaleLowerCase(code).includes(wanted))
        // A title the filter names exactly first ("Editor" + Enter adds the Editor, not the Code Editor), then the
        // titles it begins, then the rest, each in alphabetical order.
        .sort((a, b) => rank(a.title) - rank(b.title) || a.title.localeCompare(b.title, code))
    );
    function rank(title: string): number {
      const name = title.toLocaleLowerCase(code);
      if (!wanted) return 0;
      return name === wanted ? 0 : name.startsWith(wanted) ? 1 : 2;
    }
  }, [filter, code, t, ability]);
  const activeOption = options[Math.min(active, options.length - 1)];
  // A role that may load no widget at all (Zelda0) is not offered the picker.
  const anyLoadable = useMemo(() => widgetRegistry.some((entry) => canLoadWidget(ability, entry.name)), [ability]);
  const optionId = (name: string) => `${listId}-${name}`;

  function openPicker() {
    setTarget(api?.activeGroup?.id ?? NEW_PANEL);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    setFilter('');
    setActive(0);
    setSeveral(false);
    setChosen([]);
    if (returnFocus) buttonRef.current?.focus();
  }

  /** The chosen panel's slot; a new panel is opened now. Undefined when every slot is taken. */
  function targetPanel(): string | undefined {
    return target === NEW_PANEL ? addPanel() : target;
  }

  // By the registry, not by the options: those the filter shows now may not hold a widget chosen earlier.
  const titleOf = widgetTitle;

  function choose(name: string) {
    if (several) {
      setChosen((names) => (names.includes(name) ? names.filter((n) => n !== name) : [...names, name]));
      return;
    }
    const title = titleOf(name);
    const slot = targetPanel();
    close(true);
    if (!slot) announce(t, title, { result: 'full' });
    else void addWidget(name, slot).then((outcome) => announce(t, title, outcome));
  }

  function addChosen() {
    const titles = new Map(chosen.map((name) => [name, titleOf(name)]));
    const slot = targetPanel();
    close(true);
    if (!slot) announce(t, '', { result: 'full' });
    else void addWidgets([...titles.keys()], slot, (name, outcome) => announce(t, titles.get(name) ?? name, outcome));
  }

  useOutsidePress(rootRef, open, () => close(false));

  useEffect(() => {
    if (open && activeOption)
      document.getElementById(optionId(activeOption.name))?.scrollIntoView({ block: 'nearest' });
  });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => (index <= 0 ? last : index - 1));
    else if (event.key === 'Enter' && activeOption) choose(activeOption.name);
    else if (event.key === 'Escape') close(true);
    else return;
    event.preventDefault();
  }

  if (!anyLoadable) return null;
  return (
    <div
      ref={rootRef}
      className="tj-picker"
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="tj-button tj-button-primary"
        aria-expanded={open}
        aria-controls={popupId}
        disabled={!api}
        onClick={() => (open ? close(false) : openPicker())}
      >
        {t('host.addWidget')}
      </button>
      {open && (
        <div id={popupId} className="tj-picker-popup">
          <label htmlFor={targetId}>{t('host.addToPanel')}</label>
          <select id={targetId} value={target} onChange={(event) => setTarget(event.target.value)}>
            {api?.groups.map((group) => (
              <option key={group.id} value={group.id}>
                {panelName(group)}
              </option>
            ))}
            <option value={NEW_PANEL}>{t('host.newPanel')}</option>
          </select>
          <label className="tj-check">
            <input type="checkbox" checked={several} onChange={(event) => setSeveral(event.target.checked)} />
            {t('host.selectSeveral')}
          </label>
          <label htmlFor={inputId}>{t('host.filterWidgets')}</label>
          <input
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            autoFocus
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(activeOption.name) : undefined}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          {/* Keeps focus in the filter box while an option is clicked, so the blur above does not close first. */}
          <ul
            id={listId}
            role="listbox"
            aria-label={t('host.widgetList')}
            aria-multiselectable={several || undefined}
            onMouseDown={(event) => event.preventDefault()}
          >
            {options.map((option) => (
              <li
                key={option.name}
                id={optionId(option.name)}
                role="option"
                aria-selected={several ? chosen.includes(option.name) : option === activeOption}
                data-active={option === activeOption || undefined}
                onPointerMove={() => setActive(options.indexOf(option))}
                onClick={() => choose(option.name)}
              >
                {several && <span aria-hidden="true">{chosen.includes(option.name) ? '☑ ' : '☐ '}</span>}
                {option.title}
              </li>
            ))}
          </ul>
          {options.length === 0 && <p role="status">{t('host.noWidgetsMatch', { filter })}</p>}
          {several && (
            <button
              type="button"
              className="tj-button tj-button-primary"
              disabled={chosen.length === 0}
              onClick={addChosen}
            >
              {t('host.addWidgets', { count: chosen.length })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
