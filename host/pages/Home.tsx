import { useT } from '../../src/i18n/use-t.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { Workspace } from '../workspace/Workspace.tsx';
import { useSearchAddress } from './use-search-address.ts';

/** Route / and the view routes (spec 1 §2): the workspace, whose search is kept in the address (?q=). */
export function Home() {
  const t = useT();
  useDocumentTitle(t('host.appName'));
  useSearchAddress();

  return <Workspace />;
}
