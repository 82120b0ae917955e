import { useState, type FormEvent } from 'react';
import type { ProviderVideo } from '../../src/contract/providers.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { ProviderView, ResultList, type Found } from '../../src/elements/ProviderView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { recordEvent, retryLookup, thought } from '../../src/kit/search.ts';
import { useLookup, type SearchResult } from '../../src/react/use-lookup.ts';
import { useValue } from '../../src/react/use-value.ts';
import { abilities } from '../../src/abilities/abilities.ts';
import { allowsGraphAction } from '../../src/graph/mode-actions.ts';
import { useNextPages } from './use-next-pages.ts';
import { addVideoToGraph, videoNodeId, type VideoAdded } from './video-node.ts';

export const videosAttributes = {};

type VideoAnswer = NonNullable<SearchResult<'videos'>['data']>;

/**
 * The search box: the current thought by default (a new thought gives a new box); searching sets the page's
 * thought, as every search box does.
 */
function VideoSearch(props: { readonly initial: string; readonly onSearch: (word: string) => void }) {
  const { initial, onSearch } = props;
  const t = useT();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form
      className="provider-search provider-row"
      part="search"
      role="search"
      aria-label={t('videos.searchLabel')}
      onSubmit={submit}
    >
      <input
        type="search"
        value={text}
        aria-label={t('videos.searchLabel')}
        placeholder={t('videos.searchLabel')}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="lookup-button">
        {t('videos.search')}
      </button>
    </form>
  );
}

function VideoList({ first }: { readonly first: Found<VideoAnswer> }) {
  const t = useT();
  const pages = useNextPages(first);
  const [added, setAdded] = useState<ReadonlyMap<string, VideoAdded>>(new Map());
  // Spec 1 §6: adding a video node is the graph action "create node"; a role denied it is not offered the button.
  const mayAdd = allowsGraphAction(useValue(abilities), 'create_node');

  const add = (video: ProviderVideo) => {
    const outcome = addVideoToGraph(exploreGraph, video);
    if (outcome === 'added') {
      void recordEvent('VIDEO_ADD_TO_GRAPH', { id: videoNodeId(video), videoId: video.id, title: video.title });
    }
    setAdded((before) => new Map(before).set(video.id, outcome));
  };

  return (
    <>
      <ResultList
        label={t('videos.results', { word: first.query })}
        entries={pages.videos.map((video) => {
          const outcome = added.get(video.id);
          return {
            id: video.id,
            title: video.title,
            url: video.url,
            image: video.thumbnail,
            details: (
              <p className="provider-meta">
                {video.channelTitle}
                {video.length && <> · {t('videos.length', { length: video.length })}</>}
              </p>
            ),
            actions: mayAdd ? (
              <>
                <button
                  type="button"
                  className="provider-action"
                  part="add-to-graph"
                  aria-label={t('videos.addNamed', { title: video.title })}
                  onClick={() => add(video)}
                >
                  {t('videos.addToGraph')}
                </button>
                <span role="status" className="provider-done">
                  {outcome && t(outcome === 'added' ? 'videos.added' : 'videos.alreadyThere')}
                </span>
              </>
            ) : undefined,
          };
        })}
      />
      {pages.status === 'failed' && (
        <div className="tj-message lookup-error" part="error" role="alert">
          <p className="lookup-error-what">{t('videos.nextFailed')}</p>
          <p>{pages.failure}</p>
        </div>
      )}
      {pages.status === 'loading' ? (
        <div className="lookup-loading" part="loading" aria-busy="true">
          <span className="lookup-spinner" aria-hidden="true" />
          <p role="status">{t('videos.nextLoading')}</p>
        </div>
      ) : (
        pages.hasNext && (
          <button type="button" className="lookup-button provider-more" part="next-page" onClick={pages.next}>
            {t(pages.status === 'failed' ? 'lookup.retry' : 'videos.nextPage')}
          </button>
        )
      )}
    </>
  );
}

/** Videos: video results for the current thought, page after page; a video can be added to the graph. */
export function Videos({ emit }: WidgetProps<typeof videosAttributes>) {
  const result = useLookup('videos');
  const search = useSearchWord(emit);
  const current = useValue(thought)?.word ?? '';
  return (
    <section className="videos">
      <VideoSearch key={current} initial={current} onSearch={search} />
      <ProviderView
        result={result}
        idleKey="videos.idle"
        onRetry={() => retryLookup('videos')}
        isEmpty={(found) => found.videos.length === 0}
      >
        {(found) => <VideoList first={found} />}
      </ProviderView>
    </section>
  );
}
