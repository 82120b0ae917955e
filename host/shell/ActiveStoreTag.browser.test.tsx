/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { tokens } from '../../src/kit/api.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { graphNodeSchema } from '../../src/contract/graph.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { actUntil } from '../../src/testing/act-until.ts';
import { fakeLibraryServer, savedGraph, signInFakeLearner } from '../../src/testing/fake-library-server.ts';
// The host app's messages, as host/app.tsx registers them.
import '../messages.ts';
// The host's sheet, as host/app.tsx loads it: the tag's green.
import '../host.css';
import { ActiveStoreTag } from './ActiveStoreTag.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('ActiveStoreTag', () => {
  let container: HTMLDivElement;
  let root: Root;
  const tag = () => container.querySelector('.tj-active-store');

  beforeEach(async () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<ActiveStoreTag />));
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
    tokens.clear();
    await setLocale('en');
  });

  it('shows "Active Store: {graph name}" in green while the open graph has a vector store, until another thought', async () => {
    const library = fakeLibraryServer({
      graphs: [
        savedGraph('s1', 'Volcano lab', { memory_id: 'vs_123', metadata: { anchor: 's1-n1' } }),
        savedGraph('s2', 'Glacier'),
      ],
    });
    try {
      await signInFakeLearner();
      expect(tag()).to.equal(null);
      await act(async () => {
        await graphLibrary.actions.open('s1');
      });
      await actUntil(() => tag() !== null, 'the tag');
      expect(tag()?.textContent).to.equal('Active Store: Volcano lab');
      expect(tag()?.getAttribute('role')).to.equal('status');
      expect(getComputedStyle(tag()!).backgroundColor).to.equal('rgb(26, 127, 55)');
      // A graph without a vector store: no tag.
      await act(async () => {
        await graphLibrary.actions.open('s2');
      });
      await actUntil(() => tag() === null, 'the tag gone');
      await act(async () => {
        await graphLibrary.actions.open('s1');
      });
      await actUntil(() => tag() !== null, 'the tag again');
      // Another thought drawn in the explore graph (a search's graph) leaves the store's graph: no tag.
      await act(async () => {
        exploreGraph.actions.run({
          type: 'load',
          graph: { nodes: [graphNodeSchema.parse({ id: 'dog', label: 'dog' })], edges: [], combos: [] },
          centerId: 'dog',
        });
      });
      await actUntil(() => tag() === null, 'the tag gone after a search');
      await setLocale('hi');
      await act(async () => {
        await graphLibrary.actions.open('s1');
      });
      await actUntil(() => tag()?.textContent === 'सक्रिय स्टोर: Volcano lab', 'the tag in Hindi');
    } finally {
      library.restore();
    }
  });
});
