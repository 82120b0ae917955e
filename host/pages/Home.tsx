import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { searchWord } from '../../src/kit/search.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { Workspace } from '../workspace/Workspace.tsx';

/** Route / (spec 1 §2): the workspace; an optional ?q= searches that term at once. */
export function Home() {
  const t = useT();
  const [search] = useSearchParams();
  const q = search.get('q');
  useDocumentTitle(t('host.appName'));

  useEffect(() => {
    if (q) searchWord(q);
  }, [q]);

  return <Workspace />;
}
