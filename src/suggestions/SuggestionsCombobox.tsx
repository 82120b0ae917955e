import { useId, useState, type KeyboardEvent } from 'react';
import suggestionsMessages from 'virtual:tj-messages/suggestions';
import { registerMessages } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import styles from './suggestions.css?inline';
import type { SuggestionSource, SuggestionsState } from './suggestions.ts';
import { useSuggestions } from './use-suggestions.ts';

// The box arrives as its own chunk (with the `suggestions` attribute, or in the navbar); its messages come with it.
void registerMessages(suggestionsMessages);

export interface SuggestionsComboboxProps {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** A suggestion was chosen (a click, or Enter on the highlighted one); the box already holds it. */
  readonly onChoose: (term: string) => void;
  readonly source: SuggestionSource;
  /** The box's accessible name (its label is visually hidden: the placeholder and context show what it is for). */
  readonly label: string;
  readonly placeholder?: string;
  readonly maxLength?: number;
  readonly autoFocus?: boolean;
}

const itemsOf = (state: SuggestionsState): readonly string[] => ('items' in state ? state.items : []);

/**
 * A search box with suggestions: the WAI-ARIA combobox pattern with a listbox popup. Arrows move through the
 * suggestions (focus stays in the box), Enter takes the highlighted one, Escape closes the list, and Enter with
 * nothing highlighted lets the surrounding form submit what was typed. Used in the host navbar, the quick search,
 * Global Search and (optionally) Search Engine, in a light or a shadow DOM alike.
 */
export function SuggestionsCombobox(props: SuggestionsComboboxProps) {
  const { value, onValueChange, onChoose, source, label, placeholder, maxLength, autoFocus } = props;
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const suggestions = useSuggestions(source);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { current } = suggestions;
  const items = itemsOf(current);
  const shown = open && current.status !== 'idle';
  const optionId = (index: number) => `${listId}-${index}`;

  function close(): void {
    setOpen(false);
    setActive(-1);
    suggestions.clear();
  }

  function choose(term: string): void {
    close();
    onValueChange(term);
    onChoose(term);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (current.status === 'idle') suggestions.update(value);
        }
        // Alt+Down only opens the list (APG); plain arrows move the highlight, wrapping at both ends.
        if (event.altKey || items.length === 0) return;
        if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
        else setActive((index) => (index <= 0 ? last : index - 1));
        return;
      }
      case 'Enter': {
        const term = shown ? items[active] : undefined;
        if (term !== undefined) {
          event.preventDefault();
          choose(term);
        } else {
          // The form around the box submits what was typed.
          close();
        }
        return;
      }
      case 'Escape':
        if (!shown) return;
        // Only the list closes: a dialog around the box stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      default:
    }
  }

  let message = '';
  if (current.status === 'loading' && items.length === 0) message = t('suggestions.loading');
  else if (current.status === 'ready' && items.length === 0) message = t('suggestions.empty', { text: current.text });
  else if (current.status === 'error') message = t('suggestions.error');
  const announcement = !shown
    ? ''
    : current.status === 'ready' && items.length > 0
      ? t('suggestions.count', { count: items.length })
      : current.status === 'loading'
        ? ''
        : message;

  const typed = 'text' in current ? current.text.toLocaleLowerCase() : '';
  return (
    <div className="tj-suggest">
      {/* The box brings its own styles: it is used in widgets' shadow roots and in the host page alike, and arrives
          with Search Engine only when that asks for suggestions. */}
      <style>{styles}</style>
      <label htmlFor={inputId} className="tj-visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        part="input"
        type="text"
        role="combobox"
        className="tj-suggest-input"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        // Only an overlay opened to type in asks for this: its box is the one thing in it.
        autoFocus={autoFocus}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 && active < items.length ? optionId(active) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
          suggestions.update(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <div className="tj-suggest-popup" hidden={!shown}>
        {/* Clicks must not take focus from the box, or its blur would close the list before the choice lands. */}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('suggestions.label')}
          onMouseDown={(event) => event.preventDefault()}
        >
          {shown &&
            items.map((item, index) => {
              const matched = item.toLocaleLowerCase().startsWith(typed) ? typed.length : 0;
              return (
                <li
                  key={item}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onPointerMove={() => setActive(index)}
                  onClick={() => choose(item)}
                >
                  <strong>{item.slice(0, matched)}</strong>
                  {item.slice(matched)}
                </li>
              );
            })}
        </ul>
        {message && (
          <p className="tj-suggest-message" data-status={current.status}>
            {message}
          </p>
        )}
      </div>
      <p className="tj-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
