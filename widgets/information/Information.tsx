import { useId, type ReactNode } from 'react';
import type { ExploreDescriptionMode } from '../../src/contract/description-modes.ts';
import type { DescriptionAnswer, DescriptionMark } from '../../src/contract/knowledge.ts';
import { partOfSpeechKeys } from '../../src/elements/knowledge-text.ts';
import { senseKindKey } from '../../src/elements/sense-kind.ts';
import { LookupView } from '../../src/elements/LookupView.tsx';
import { EddieExplains } from './EddieExplains.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { descriptionMode, descriptionModes, setDescriptionMode } from '../../src/preferences/description-mode.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { useValue } from '../../src/react/use-value.ts';

export const informationAttributes = {};

const modeKeys: Record<ExploreDescriptionMode, MessageKey> = {
  Default: 'information.mode.default',
  Detailed: 'information.mode.detailed',
  'Marked Up': 'information.mode.markedUp',
  Entities: 'information.mode.entities',
  Sentences: 'information.mode.sentences',
};

/** The text with its marked terms as words to search. */
function markedText(text: string, marks: readonly DescriptionMark[], onSearch: (word: string) => void): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const mark of [...marks].sort((x, y) => x.start - y.start)) {
    if (mark.start < at) continue;
    parts.push(text.slice(at, mark.start));
    parts.push(
      <button
        key={`${mark.start}-${mark.end}`}
        type="button"
        className={`lookup-link mark mark-${mark.kind}`}
        part="term"
        onClick={() => onSearch(mark.text)}
      >
        {text.slice(mark.start, mark.end)}
      </button>,
    );
    at = mark.end;
  }
  parts.push(text.slice(at));
  return parts;
}

/** The description as its mode shows it. */
function Description({ data, onSearch }: { data: DescriptionAnswer; onSearch: (word: string) => void }) {
  const t = useT();
  const language = useLanguage();
  switch (data.mode) {
    case 'Default':
    case 'Detailed':
      return (
        <p className="description-text" part="text" lang={data.language}>
          {data.text}
        </p>
      );
    case 'Marked Up':
      return (
        <p className="description-text" part="text" lang={data.language}>
          {markedText(data.text, data.marks, onSearch)}
        </p>
      );
    case 'Entities':
      return data.entities.length === 0 ? (
        <p className="tj-message" part="empty">
          {t('information.noEntities')}
        </p>
      ) : (
        <ul className="entities" part="entities" lang={data.language}>
          {data.entities.map((entity) => (
            <li key={entity.synsetId}>
              <button type="button" className="lookup-link" part="term" onClick={() => onSearch(entity.term)}>
                {entity.term}
              </button>{' '}
              <span className="kicker" lang={language}>
                {t(senseKindKey(entity.category))}
              </span>
              <p>{entity.definition}</p>
            </li>
          ))}
        </ul>
      );
    case 'Sentences':
      return (
        <div className="chunks" part="chunks">
          {data.chunks.map((chunk, index) => (
            <section key={index} className="chunk" part="chunk">
              <h4 className="kicker">{t('information.part', { part: index + 1, parts: data.chunks.length })}</h4>
              <p className="description-text" part="text" lang={data.language}>
                {chunk}
              </p>
            </section>
          ))}
        </div>
      );
  }
}

/** The five explore description modes (spec 1 §3) as one radio group. */
function ModeSelector() {
  const t = useT();
  const name = useId();
  const current = useValue(descriptionMode);
  return (
    <fieldset className="modes" part="modes">
      <legend className="tj-visually-hidden">{t('information.mode')}</legend>
      {descriptionModes.map((mode) => (
        <label key={mode} className="mode" part="mode">
          <input
            type="radio"
            name={name}
            value={mode}
            checked={current === mode}
            onChange={() => setDescriptionMode(mode)}
          />
          <span>{t(modeKeys[mode])}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Information: the current thought's definitions by part of speech with examples, its description, and Eddie's
 * explanation of it on request.
 */
export function Information({ emit }: WidgetProps<typeof informationAttributes>) {
  const t = useT();
  const explore = useLookup('explore');
  const description = useLookup('description');
  const search = useSearchWord(emit);
  const headingId = useId();
  // An unknown word already says "nothing found" above; the description would only say it again.
  const unknown = explore.status === 'ready' && !explore.data.found;

  return (
    <article className="information">
      <LookupView result={explore} idleKey="information.idle" onRetry={() => retryLookup('explore')} onSearch={search}>
        {(data) => (
          <>
            <h2 part="heading" lang={data.language}>
              {data.term}
            </h2>
            {data.definitions.map((group) => (
              <section key={group.partOfSpeech} className="definitions" part="meaning">
                <h3 part="part-of-speech">{t(partOfSpeechKeys[group.partOfSpeech])}</h3>
                <ol part="definitions" lang={data.language}>
                  {group.senses.map((sense) => (
                    <li key={sense.synsetId}>
                      <p>{sense.definition}</p>
                      {sense.examples.map((example) => (
                        <p key={example} className="example" part="example">
                          <q>{example}</q>
                        </p>
                      ))}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </>
        )}
      </LookupView>
      {explore.status !== 'idle' && !unknown && (
        <section className="description" part="description" aria-labelledby={headingId}>
          <h3 id={headingId} part="description-heading">
            {t('information.description')}
          </h3>
          <ModeSelector />
          <LookupView
            result={description}
            idleKey="information.idle"
            onRetry={() => retryLookup('description')}
            onSearch={search}
          >
            {(data) => <Description data={data} onSearch={search} />}
          </LookupView>
        </section>
      )}
      {explore.status === 'ready' && !unknown && (
        <EddieExplains key={explore.data.term} term={explore.data.term} search={search} />
      )}
    </article>
  );
}
