import { useMemo } from 'react';
import { abilities, allows, gates } from '../abilities/abilities.ts';
import type { Note } from '../contract/notes.ts';
import { useT } from '../i18n/use-t.ts';
import { diaryInsights } from '../kit/diary-insights.ts';
import { useValue } from '../react/use-value.ts';
import { answerHtml, citationClick } from './answer-html.ts';

/**
 * A note's diary insight, shared by the Notes Library and the Editor: the button that asks Eddie for it, its state
 * (loading at 0, completed at 100, or error, spec 1 §4) read out politely, what failed read out at once, and the
 * insight itself (Eddie's sanitised markdown; a dictionary citation searches its word through `onCitation`). Offered
 * to roles that may ask Eddie and read notes. The widget registers the `notes` messages.
 */
export function NoteInsight({
  note,
  title,
  onCitation,
}: {
  note: Note;
  title: string;
  onCitation: (word: string) => void;
}) {
  const t = useT();
  const ability = useValue(abilities);
  const asked = useValue(diaryInsights.signals.asked);
  const insight = diaryInsights.actions.stateOf(asked, note);
  if (!allows(ability, gates.askEddie) || !allows(ability, gates.readNote)) return null;
  const askedHere = asked.has(note._id);
  // The failure is shown from the state; the rethrown error has nowhere else to go.
  const ask = () => void diaryInsights.actions.ask(note).catch(() => undefined);

  return (
    <div className="note-insight" part="insight">
      <button
        type="button"
        className="secondary"
        part="ask-insight"
        disabled={insight.status === 'loading'}
        aria-label={t('notes.insight.askNamed', { title })}
        onClick={ask}
      >
        {insight.status === 'none' ? t('notes.insight.ask') : t('notes.insight.askAgain')}
      </button>
      <p className="insight-status" part="insight-status" role="status">
        {insight.status === 'loading' && (
          <>
            <progress max={100} value={insight.progress} aria-label={t('notes.insight.progress')} />{' '}
            {t('notes.insight.loading', { title })}
          </>
        )}
        {insight.status === 'completed' && askedHere && t('notes.insight.ready', { title })}
      </p>
      {insight.status === 'error' && (
        <p className="tj-message" part="insight-failure" role="alert">
          {insight.message
            ? t('notes.insight.failed', { title, message: insight.message })
            : t('notes.insight.failedBefore', { title })}
        </p>
      )}
      {insight.status === 'completed' && (
        <details className="insight" part="insight-text" open={askedHere}>
          <summary>{t('notes.insight.heading')}</summary>
          <InsightText text={insight.text} onCitation={onCitation} />
        </details>
      )}
    </div>
  );
}

/** The insight: Eddie's markdown, sanitised, rendered once per text. */
function InsightText({ text, onCitation }: { text: string; onCitation: (word: string) => void }) {
  const html = useMemo(() => answerHtml(text), [text]);
  // Links are real links, so Enter on one clicks it: the keyboard needs no handler of its own.
  return <div className="answer" onClick={citationClick(onCitation)} dangerouslySetInnerHTML={{ __html: html }} />;
}
