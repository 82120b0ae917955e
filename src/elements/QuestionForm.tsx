import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import eddieMessages from 'virtual:tj-messages/eddie';
import type { Chat } from '../chat/chat.ts';
import { MAX_EDDIE_PROMPT_LENGTH } from '../contract/eddie.ts';
import { registerMessages, type MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { useValue } from '../react/use-value.ts';

void registerMessages(eddieMessages);

export interface QuestionFormProps {
  /** The conversation the answers stream into: Stop and Escape stop the answer streaming in. */
  readonly chat: Chat;
  /** Sends what was typed (never blank); the chat's own ask unless given. */
  readonly onAsk?: (text: string) => void;
  /** The keys of the box's label, its placeholder (none unless given) and the submit button's words. */
  readonly label: MessageKey;
  readonly placeholder?: MessageKey;
  readonly submit?: MessageKey;
  readonly rows?: number;
  readonly inputRef?: Ref<HTMLTextAreaElement>;
  /** Fields shown before the box (Document Chat's brain, Ask Me Question's questions). */
  readonly before?: ReactNode;
  /** Fields shown after the box's hint (Smart Graph's image). */
  readonly children?: ReactNode;
  /** Buttons beside Ask and Stop. */
  readonly actions?: ReactNode;
}

/**
 * The question form of Eddie's conversation view: Enter asks, Shift + Enter starts a new line, Escape stops an answer
 * streaming in (as its hint says), and Ask turns into Stop while it streams. What was typed empties once it is sent.
 */
export function QuestionForm({
  chat,
  onAsk = (text) => void chat.ask(text),
  label,
  placeholder,
  submit = 'eddie.ask',
  rows = 2,
  inputRef,
  before,
  children,
  actions,
}: QuestionFormProps) {
  const t = useT();
  const streaming = useValue(chat.streaming);
  const [text, setText] = useState('');
  const ids = { input: useId(), hint: useId() };

  const send = () => {
    if (text.trim() === '') return;
    onAsk(text);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word picks the word; it does not ask. Alt + Enter is the workspace's
    // (it maximises the panel).
    if (event.key === 'Enter' && !event.shiftKey && !event.altKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape' && streaming) {
      event.preventDefault();
      chat.stop();
    }
  };

  return (
    <form part="form" onSubmit={onSubmit}>
      {before}
      <label htmlFor={ids.input} part="label">
        {t(label)}
      </label>
      <textarea
        id={ids.input}
        ref={inputRef}
        part="input"
        rows={rows}
        value={text}
        maxLength={MAX_EDDIE_PROMPT_LENGTH}
        placeholder={placeholder && t(placeholder)}
        aria-describedby={ids.hint}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={ids.hint} className="hint" part="hint">
        {t('eddie.hint')}
      </p>
      {children}
      <div className="actions">
        {streaming ? (
          <button type="button" className="lookup-button" part="stop" onClick={() => chat.stop()}>
            {t('eddie.stop')}
          </button>
        ) : (
          <button type="submit" className="lookup-button" part="submit">
            {t(submit)}
          </button>
        )}
        {actions}
      </div>
    </form>
  );
}
