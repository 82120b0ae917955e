import promptsMessages from 'virtual:tj-messages/prompts';
import { createPromptTrial } from '../chat/whole-answer.ts';
import { registerMessages } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { searchWord } from '../kit/search.ts';
import { useWholeAnswer } from '../react/use-whole-answer.ts';
import { WholeAnswer } from './WholeAnswer.tsx';

void registerMessages(promptsMessages);

/**
 * The prompt playground for a prompt not saved yet (spec 2 §7.3 POST /eddie/prompt): "Try with Eddie" sends the prompt
 * as it is written in the form and shows Eddie's whole answer under it, so a teacher sees what the prompt does before
 * saving it. Only for a learner whose role has Eddie; a prompt still blank cannot be tried.
 */
export function PromptTrial({ prompt }: { prompt: string }) {
  const t = useT();
  const { mayAskEddie, state, ask } = useWholeAnswer(createPromptTrial);
  if (!mayAskEddie) return null;
  const search = (word: string) => void searchWord(word);
  return (
    <div className="prompt-trial">
      <button
        type="button"
        part="try-prompt"
        disabled={prompt.trim() === '' || state.status === 'loading'}
        onClick={() => ask(prompt)}
      >
        {t('prompts.tryWithEddie')}
      </button>
      <WholeAnswer state={state} retry={() => ask(prompt)} search={search} />
    </div>
  );
}
