import { abilities } from '../../src/abilities/abilities.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { mayLoadNoWidget } from '../workspace/role-layout.ts';
import { Workspace } from '../workspace/Workspace.tsx';
import { NoRights } from './NoRights.tsx';
import { useSearchAddress } from './use-search-address.ts';

/**
 * Route / and the view routes (spec 1 §2): the workspace, whose search is kept in the address (?q=); a learner who
 * may load no widget at all (Zelda0) gets a page saying so instead.
 */
export function Home() {
  const ability = useValue(abilities);
  return mayLoadNoWidget(ability) ? <NoRights /> : <HomeWorkspace />;
}

function HomeWorkspace() {
  const t = useT();
  useDocumentTitle(t('host.appName'));
  useSearchAddress();

  return <Workspace />;
}
