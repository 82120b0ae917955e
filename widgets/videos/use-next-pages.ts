import { useCallback, useEffect, useMemo, useState } from 'react';
import { latestRequest } from '../../src/api/latest-request.ts';
import type { ProviderVideo } from '../../src/contract/providers.ts';
import type { Found } from '../../src/elements/ProviderView.tsx';
import { kitApi } from '../../src/kit/api.ts';
import type { SearchResult } from '../../src/react/use-lookup.ts';

type FirstPage = Found<NonNullable<SearchResult<'videos'>['data']>>;

export interface NextPages {
  /** The first page's videos, then each next page's that were not shown already. */
  readonly videos: readonly ProviderVideo[];
  readonly hasNext: boolean;
  readonly status: 'idle' | 'loading' | 'failed';
  /** Why the last next page did not come (the server's words, in the learner's language). */
  readonly failure: string | undefined;
  readonly next: () => void;
}

interface Pages {
  readonly first: FirstPage;
  readonly videos: readonly ProviderVideo[];
  readonly token: string | undefined;
  readonly status: NextPages['status'];
  readonly failure: string | undefined;
}

const startOf = (first: FirstPage): Pages => ({
  first,
  videos: first.videos,
  token: first.nextPageToken,
  status: 'idle',
  failure: undefined,
});

/**
 * The next pages of the thought's videos (POST /custom/youtube-search, type nextPage): each appended below the
 * ones shown; a new thought's first page starts again, and the answer of a page asked for an older one is dropped.
 */
export function useNextPages(first: FirstPage): NextPages {
  const [pages, setPages] = useState<Pages>(() => startOf(first));
  const current = pages.first === first ? pages : startOf(first);
  const request = useMemo(() => latestRequest(), []);
  useEffect(() => () => request.cancel(), [first, request]);

  const next = useCallback(() => {
    const from = current;
    if (from.token === undefined || from.status === 'loading') return;
    const ticket = request.start();
    setPages({ ...from, status: 'loading', failure: undefined });
    const searchObj = { query: from.first.query, pageToken: from.token };
    kitApi.call('custom.youtubeSearch', { body: { type: 'nextPage', searchObj }, signal: ticket.signal }).then(
      (answer) => {
        if (!ticket.isLatest()) return;
        if (!answer.configured || !answer.available) {
          setPages({ ...from, status: 'failed', failure: answer.message });
          return;
        }
        const shown = new Set(from.videos.map((video) => video.id));
        const added = answer.videos.filter((video) => !shown.has(video.id));
        setPages({ ...from, videos: [...from.videos, ...added], token: answer.nextPageToken, status: 'idle' });
      },
      (error: unknown) => {
        if (!ticket.isLatest()) return;
        setPages({ ...from, status: 'failed', failure: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [current, request]);

  return {
    videos: current.videos,
    hasNext: current.token !== undefined,
    status: current.status,
    failure: current.failure,
    next,
  };
}
