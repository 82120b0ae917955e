import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../src/i18n/use-t.ts';
import { locale } from '../../src/preferences/locale.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { useValue } from '../../src/react/use-value.ts';
import { readyWidgets } from '../../widgets/registry.ts';
import { addWidget, dock } from './dock.ts';

/**
 * Spec 1 §2 "widget dropdown": the ready widgets by title, filtered by text, added to the active panel.
 * A button opens a filter box that drives a listbox (the WAI-ARIA combobox pattern). It closes on Escape, on
 * a choice, on an outside click or when focus leaves it, and its filter is cleared each time it closes.
 */
export function WidgetPicker() {
  const t = useT();
  const code = useValue(locale);
  const api = useValue(dock);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const inputId = useId();
  const listId = useId();

  const options = useMemo(() => {
    const wanted = filter.trim().toLocaleLowerCase(code);
    return readyWidgets()
      .map((entry) => ({ name: entry.name, title: t(entry.titleKey) }))
      .filter((option) => option.title.toLocaleLowerCase(code).includes(wanted))
      .sort((a, b) => a.title.localeCompare(b.title, code));
  }, [filter, code, t]);
  const activeOption = options[Math.min(active, options.length - 1)];
  const optionId = (name: string) => `${listId}-${name}`;

  function close(returnFocus: boolean) {
    setOpen(false);
    setFilter('');
    setActive(0);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(name: string, title: string) {
    close(true);
    void addWidget(name).then((slot) => {
      showToast(
        slot ? t('host.widgetAdded', { title, panel: slot }) : t('host.panelsFull'),
        slot ? 'success' : 'error',
      );
    });
  }

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open && activeOption)
      document.getElementById(optionId(activeOption.name))?.scrollIntoView({ block: 'nearest' });
  });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => (index <= 0 ? last : index - 1));
    else if (event.key === 'Enter' && activeOption) choose(activeOption.name, activeOption.title);
    else if (event.key === 'Escape') close(true);
    else return;
    event.preventDefault();
  }

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
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {t('host.addWidget')}
      </button>
      {open && (
        <div id={popupId} className="tj-picker-popup">
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
            onMouseDown={(event) => event.preventDefault()}
          >
            {options.map((option) => (
              <li
                key={option.name}
                id={optionId(option.name)}
                role="option"
                aria-selected={option === activeOption}
                onPointerMove={() => setActive(options.indexOf(option))}
                onClick={() => choose(option.name, option.title)}
              >
                {option.title}
              </li>
            ))}
          </ul>
          {options.length === 0 && <p role="status">{t('host.noWidgetsMatch', { filter })}</p>}
        </div>
      )}
    </div>
  );
}
