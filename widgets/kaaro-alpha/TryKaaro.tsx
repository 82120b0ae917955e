import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Kaaro } from '../../src/contract/prompts.ts';
import { PlaygroundAnswer } from '../../src/elements/PlaygroundAnswer.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { playgroundChat } from '../../src/prompts/playground.ts';
import { useValue } from '../../src/react/use-value.ts';

/**
 * Tries one row's prompt on a question: the prompt playground (POST /prompts/playground with the row as the intent)
 * streams the answer in; Stop cuts it short.
 */
export function TryKaaro({ kaaro }: { kaaro: Kaaro }) {
  const t = useT();
  const id = useId();
  const [question, setQuestion] = useState('');
  const [chat] = useState(() => playgroundChat(kitApi, kaaro.id));
  useEffect(() => () => chat.stop(), [chat]);
  const turn = useValue(chat.turns).at(-1);
  const streaming = useValue(chat.streaming);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    void chat.ask(question);
  };
  return (
    <div className="try" part="try">
      <form className="row" onSubmit={ask}>
        <label htmlFor={id}>{t('kaaro-alpha.tryQuestion')}</label>
        <input id={id} value={question} onChange={(event) => setQuestion(event.target.value)} />
        {streaming ? (
          <button type="button" className="lookup-button" onClick={() => chat.stop()}>
            {t('kaaro-alpha.stop')}
          </button>
        ) : (
          <button type="submit" className="lookup-button" disabled={question.trim() === ''}>
            {t('kaaro-alpha.ask')}
          </button>
        )}
      </form>
      <PlaygroundAnswer turn={turn} />
    </div>
  );
}
