/// <reference types="mocha" />
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { abilities, abilityFor, createAbility, pageAbility } from '../../src/abilities/abilities.ts';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { gameConnected } from '../../src/kit/game.ts';
import { exploreActivity, exploreGraph, linkedGraph, type NodeActivity } from '../../src/kit/graph.ts';
import { searchWord, thought } from '../../src/kit/search.ts';
import { canvasesLeftBehind } from '../../src/testing/reachable.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import { noteNode } from '../../src/notes/note-node.ts';
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { liveG6Graphs, viewOf, type G6View } from '../../src/graph-view/g6-view.ts';
import { GraphExplore } from './GraphExplore.tsx';
import './index.ts';

const DOG = 'n02086723';

/**
 * Once every view is destroyed (its queue of G6 calls drained, liveG6Graphs() at 0), what G6 may still have
 * scheduled runs in the next animation frame (G's rendering loop) or the next idle period (g-lite leaves an idle
 * callback after a canvas's first render, holding the canvas): after both, nothing of a destroyed graph is left.
 */
async function pendingWorkRun(): Promise<void> {
  await nextFrame();
  await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
}

function viewIn(element: HTMLElement): G6View {
  const canvas = query(element, '.graph-canvas');
  const view = canvas ? viewOf(canvas) : undefined;
  if (!view) throw new Error('no G6 view in the element');
  return view;
}

async function drawn(element: HTMLElement, nodes: number): Promise<G6View> {
  await until(() => exploreGraph.signals.nodes.value.length === nodes, `${nodes} nodes in the core`);
  await until(() => {
    const canvas = query(element, '.graph-canvas');
    const view = canvas ? viewOf(canvas) : undefined;
    return view !== undefined && view.clientPositionOf(DOG) !== null;
  }, 'the graph drawn');
  const view = viewIn(element);
  await view.idle();
  return view;
}

/** The word exploring a node searches: a sense node ("dog (andiron)") names it in its searchTerm property. */
function exploredWord(id: string): unknown {
  const node = exploreGraph.signals.model.value.nodes.get(id);
  return node?.props?.['searchTerm']?.value ?? node?.label;
}

/** A real click of the mouse where G6 drew the node. */
async function clickNode(view: G6View, id: string): Promise<void> {
  const at = view.clientPositionOf(id);
  if (!at) throw new Error(`node ${id} is not drawn`);
  await sendMouse({ type: 'click', position: [Math.round(at.x), Math.round(at.y)] });
  await view.idle();
}

/**
 * A node other than the centre and those given, drawn clear of every other node (no other circle on it, no other
 * node's label over it), so a real click on it lands on it and on nothing else.
 */
function otherNode(not: readonly string[], view?: G6View): string {
  const ids = exploreGraph.signals.nodes.value.map((node) => node.data.id);
  const at = new Map(ids.map((id) => [id, view?.clientPositionOf(id) ?? null]));
  const clear = (id: string) => {
    const p = at.get(id);
    if (!view) return true;
    if (!p) return false;
    return ids.every((other) => {
      // Another node, or its label, drawn over (or just by) its centre, where the click lands.
      const box = other === id ? null : view.drawnBox(other);
      if (!box) return true;
      const margin = 4;
      const inX = p.x > box.left - margin && p.x < box.right + margin;
      return !(inX && p.y > box.top - margin && p.y < box.bottom + margin);
    });
  };
  const found = ids.find((id) => !not.includes(id) && id !== DOG && clear(id));
  if (!found) throw new Error('no node drawn clear of the others');
  return found;
}

describe('<tj-graph-explore>', () => {
  const server = useFakeSearchServer();
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent | PromiseRejectionEvent) =>
    errors.push('reason' in event ? event.reason : event.error);

  beforeEach(() => {
    errors.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    for (const graph of [exploreGraph, linkedGraph]) {
      graph.actions.run({ type: 'clear' });
      graph.actions.run({ type: 'mode', mode: 'looked_at' });
    }
  });
  afterEach(async () => {
    abilities.value = pageAbility({ username: '', roles: [] });
    await sendMouse({ type: 'move', position: [0, 0] });
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
    expect(errors, 'errors thrown on the page').to.deep.equal([]);
  });

  it('invites a search, then draws the thought’s graph from the search answer', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    await until(() => text(element).includes('Search a word to see its graph'), 'the invitation');
    searchWord('dog');
    const view = await drawn(element, 23);
    expect(server().requests.map((request) => request.call)).to.include('custom.snippetGraph');
    expect(view.inspect(DOG)?.visible).to.equal(true);
    expect(element.shadowRoot?.querySelectorAll('.graph-node-list li').length).to.equal(23);
    expect(text(element)).to.contain('23 ideas and 22 relations shown');
    expect(liveG6Graphs()).to.equal(1);
  });

  it('says, in a polite live region, while a game frame is connected to the explore graph', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    const status = () => query(element, '.graph-game');
    await until(() => status() !== null, 'the game status');
    expect(status()?.getAttribute('aria-live')).to.equal('polite');
    expect(status()?.textContent).to.equal('');
    gameConnected.value = true;
    await until(() => status()?.textContent === 'A game is connected to this graph.', 'the game connected');
    gameConnected.value = false;
    await until(() => status()?.textContent === '', 'the game gone');
  });

  it('draws the relation groups only while group mode is on', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    searchWord('dog');
    const view = await drawn(element, 23);
    const [combo] = exploreGraph.signals.combos.value;
    if (!combo) throw new Error('the dog graph has no relation group');
    expect(view.inspect(combo.data.id)).not.to.equal(null);
    exploreGraph.actions.run({ type: 'groups', on: false });
    await until(() => view.inspect(combo.data.id) === null, 'the groups gone');
    exploreGraph.actions.run({ type: 'groups', on: true });
    await until(() => view.inspect(combo.data.id) !== null, 'the groups back');
  });

  it('brings a node selected elsewhere (Graph Index) into view when it is drawn outside it, and leaves one in view', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    searchWord('dog');
    const view = await drawn(element, 23);
    const box = query(element, '.graph-canvas')?.getBoundingClientRect();
    if (!box) throw new Error('no canvas');
    const inView = (id: string) => {
      const at = view.clientPositionOf(id);
      return at !== null && at.x > box.left && at.x < box.right && at.y > box.top && at.y < box.bottom;
    };
    // Zoomed in on the centre until some node is out of view.
    view.viewport.zoomBy(4);
    await view.idle();
    const outside = exploreGraph.signals.nodes.value.map((node) => node.data.id).find((id) => !inView(id));
    if (!outside) throw new Error('every node is still in view');
    const before = view.clientPositionOf(DOG);

    exploreGraph.actions.run({ type: 'select', id: DOG });
    await view.idle();
    expect(view.clientPositionOf(DOG), 'a node in view stays put').to.deep.equal(before);

    exploreGraph.actions.run({ type: 'select', id: outside });
    await until(() => inView(outside), 'the chosen node brought into view');
  });

  it('a click explores the node in the reading mode, and removes it in the remove mode', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    searchWord('dog');
    const view = await drawn(element, 23);
    const target = otherNode([], view);
    const label = exploreGraph.signals.model.value.nodes.get(target)?.label;

    exploreGraph.actions.run({ type: 'mode', mode: 'remove' });
    await clickNode(view, target);
    expect(exploreGraph.signals.model.value.nodes.has(target)).to.equal(false);
    await until(() => text(element).includes('Item deleted.'), 'the removal message');
    await until(() => view.inspect(target) === null, 'the node gone from G6');

    exploreGraph.actions.run({ type: 'mode', mode: 'looked_at' });
    const second = otherNode([target], view);
    const word = exploredWord(second);
    // What a game frame connected to the page hears of it (src/kit/game-events.ts): the click, then the exploring.
    const heard: NodeActivity[] = [];
    const stopHearing = exploreActivity.subscribe((activity) => activity && heard.push(activity));
    await clickNode(view, second);
    stopHearing();
    expect(thought.value).to.deep.include({ word, type: 'entity' });
    expect(heard.slice(-2)).to.deep.equal([
      { event: 'node-clicked', id: second },
      { event: 'node-explored', id: second },
    ]);
    expect(label).to.be.a('string');
  });

  it('its status line says what a click does in the mode; an answer holds only while its graph is shown', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    const status = () => query(element, '[part="message"]')?.textContent;
    searchWord('dog');
    const view = await drawn(element, 23);
    expect(status()).to.equal('Click an idea to explore it: its graph replaces this one.');
    exploreGraph.actions.run({ type: 'mode', mode: 'remove' });
    await clickNode(view, otherNode([], view));
    await until(() => status() === 'Item deleted.', 'the removal message');
    // An unknown word empties the graph: the answer about the graph before goes, the mode's use stays.
    searchWord('photosynthesys');
    await until(() => exploreGraph.signals.nodes.value.length === 0, 'the graph emptied');
    await until(() => status() === 'Click an idea or a relation to remove it.', 'what a click does');
    expect(text(element)).to.contain('Nothing found for “photosynthesys”');
  });

  it('add_nodes: a click on the empty canvas asks for the new idea and adds it; hsl: a click on a node paints it', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    searchWord('dog');
    const view = await drawn(element, 23);
    const box = query(element, '.graph-canvas')?.getBoundingClientRect();
    if (!box) throw new Error('no canvas');

    exploreGraph.actions.run({ type: 'mode', mode: 'add_nodes' });
    await sendMouse({ type: 'click', position: [Math.round(box.left + 6), Math.round(box.bottom - 6)] });
    await until(() => query(element, '[role="dialog"] input') !== null, 'the dialog');
    const named = query(element, '[role="dialog"] input');
    expect(element.shadowRoot?.activeElement, 'the dialog takes the focus').to.equal(named);
    await sendKeys({ type: 'Tide pool' });
    await sendKeys({ press: 'Enter' });
    await until(() => exploreGraph.signals.nodes.value.length === 24, 'the new idea in the core');
    const added = exploreGraph.signals.nodes.value.find((node) => node.data.label === 'Tide pool');
    if (!added) throw new Error('no node labelled "Tide pool"');
    await until(() => view.inspect(added.data.id) !== null, 'the new idea drawn');
    expect(query(element, '[role="dialog"]'), 'the dialog closed').to.equal(null);

    exploreGraph.actions.run({ type: 'mode', mode: 'hsl' });
    const target = otherNode([], view);
    await clickNode(view, target);
    await until(() => query(element, '[role="dialog"] input[type="color"]') !== null, 'the colour dialog');
    const colour = query(element, '[role="dialog"] input[type="color"]') as HTMLInputElement;
    // As a picker sets it: through the element's own value setter (React tracks the property it sets itself).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(colour, '#00ff00');
    colour.dispatchEvent(new Event('input', { bubbles: true }));
    (query(element, '[role="dialog"] button[type="submit"]') as HTMLButtonElement).click();
    await until(
      () => exploreGraph.signals.nodes.value.find((node) => node.data.id === target)?.paint.fill === '#00ff00',
      'the node painted',
    );
  });

  it('switches modes with alt+shift+digit and shows the keys in its help', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    searchWord('dog');
    await drawn(element, 23);
    (query(element, '.graph-canvas') as HTMLElement).focus();
    await sendKeys({ press: 'Alt+Shift+Digit4' });
    expect(exploreGraph.signals.mode.value).to.equal('add_relationships');
    await sendKeys({ press: 'Alt+Shift+KeyF' });
    expect(exploreGraph.signals.mode.value).to.equal('function_call');
    await until(() => text(element).includes('Mode: Generate properties'), 'the mode shown');
    expect(text(element)).to.contain('Alt+Shift+4');
    expect(linkedGraph.signals.mode.value, 'the other graph').to.equal('looked_at');
  });

  it('answers shortest path’s key with “not available for your role” for the default roles, and lists no key for it', async () => {
    abilities.value = abilityFor({ roles: ['User'] });
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    searchWord('dog');
    await drawn(element, 23);
    (query(element, '.graph-canvas') as HTMLElement).focus();
    await sendKeys({ press: 'Alt+Shift+Digit8' });
    await until(() => text(element).includes('Shortest path is not available for your role.'), 'the refusal');
    expect(exploreGraph.signals.mode.value).to.equal('looked_at');
    const keys = query(element, '[part="keys"]')?.textContent ?? '';
    expect(keys).to.contain('Alt+Shift+7').and.not.contain('Alt+Shift+8').and.not.contain('Shortest path');
    expect(keys).to.contain('Ctrl+X');
  });

  it('takes shortest path’s key for a role allowed it, and refuses the keys of actions it is denied', async () => {
    abilities.value = createAbility([
      { action: 'load', subject: 'all' },
      { action: 'shortest_path', subject: 'GraphAction' },
    ]);
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    searchWord('dog');
    await drawn(element, 23);
    expect(query(element, '[part="keys"]')?.textContent).to.contain('Alt+Shift+8').and.not.contain('Ctrl+X');
    (query(element, '.graph-canvas') as HTMLElement).focus();
    await sendKeys({ press: 'Alt+Shift+Digit8' });
    expect(exploreGraph.signals.mode.value).to.equal('shortest_path');
    await sendKeys({ press: 'Alt+Shift+Digit5' });
    await until(() => text(element).includes('Remove is not available for your role.'), 'remove refused');
    expect(exploreGraph.signals.mode.value).to.equal('shortest_path');
    await sendKeys({ press: 'Delete' });
    await until(() => text(element).includes('This key is not available for your role.'), 'delete refused');
    expect(exploreGraph.signals.nodes.value).to.have.length(23);
  });

  describe('function_call: the AI property generator', () => {
    /** Answers POST /eddie/node/properties with what the test gives, when the test says. */
    function fakeGenerator() {
      const pageFetch = globalThis.fetch;
      const asked: Record<string, unknown>[] = [];
      let answer: (response: Response) => void = () => {};
      globalThis.fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!url.endsWith('/api/v1/eddie/node/properties')) return pageFetch(input, init);
        asked.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return new Promise<Response>((resolve) => (answer = resolve));
      };
      return {
        asked,
        answer: (response: Response) => answer(response),
        restore: () => (globalThis.fetch = pageFetch),
      };
    }
    let generator: ReturnType<typeof fakeGenerator>;
    beforeEach(() => (generator = fakeGenerator()));
    afterEach(() => generator.restore());

    async function openOn(element: HTMLElement): Promise<string> {
      searchWord('dog');
      const view = await drawn(element, 23);
      exploreGraph.actions.run({ type: 'mode', mode: 'function_call' });
      const id = otherNode([], view);
      await clickNode(view, id);
      await until(() => query(element, '.property-generator') !== null, 'the generator form');
      return id;
    }
    const status = (element: HTMLElement) => query(element, '[part="generator-status"]')?.textContent ?? '';

    it('asks with prompt, value, variable and 3 questions, refuses a second run, and adds what came', async () => {
      const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
      const id = await openOn(element);
      const label = exploreGraph.signals.model.value.nodes.get(id)?.label;
      expect(text(element)).to.contain(`Generate properties of “${label}”`);
      expect((query(element, 'input[type="number"]') as HTMLInputElement).value).to.equal('3');
      await sendKeys({ type: 'What does it eat?' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: 'meat' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: 'diet' });
      await sendKeys({ press: 'Enter' });
      await until(() => generator.asked.length === 1, 'the run asked');
      expect(generator.asked[0]).to.deep.equal({
        label,
        prompt: 'What does it eat?',
        value: 'meat',
        variable: 'diet',
        numberOfQuestions: 3,
      });
      await until(() => status(element).startsWith('Generating the properties'), 'the run shown');
      await sendKeys({ press: 'Enter' });
      await until(() => status(element).startsWith('Properties are already being generated'), 'the refusal');
      expect(generator.asked).to.have.length(1);
      generator.answer(Response.json({ props: { 'diet.food': { value: 'meat', type: 'string' } } }));
      await until(() => status(element) === 'Added to the node: diet.food.', 'the properties added');
      expect(exploreGraph.signals.model.value.nodes.get(id)?.props?.['diet.food']).to.deep.equal({
        value: 'meat',
        type: 'string',
      });
    });

    it('adds nothing when the output was not valid JSON, and says so', async () => {
      const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
      const id = await openOn(element);
      const before = exploreGraph.signals.model.value.nodes.get(id)?.props;
      buttonNamed(element, 'Generate')?.click();
      await until(() => generator.asked.length === 1, 'the run asked');
      generator.answer(
        Response.json({ message: 'Eddie’s language model did not answer in the form asked for.' }, { status: 502 }),
      );
      await until(() => status(element).includes('did not answer as JSON'), 'the rejection');
      expect(query(element, '[part="generator-status"]')?.getAttribute('role')).to.equal('alert');
      expect(exploreGraph.signals.model.value.nodes.get(id)?.props).to.deep.equal(before);
      await sendKeys({ press: 'Escape' });
      await until(() => query(element, '.property-generator') === null, 'the form closed');
    });
  });

  it('dims every node off the shortest path 1 s after the second selection', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    searchWord('dog');
    const view = await drawn(element, 23);
    exploreGraph.actions.run({ type: 'mode', mode: 'shortest_path' });
    const a = otherNode([], view);
    const b = otherNode([a], view);
    await clickNode(view, a);
    await clickNode(view, b);
    expect(exploreGraph.signals.selection.value).to.deep.equal([a, b]);
    expect(view.inspect(DOG)?.states).to.not.include('dimmed');
    await until(() => exploreGraph.signals.shortestPath.value !== null, 'the path', 2_000);
    const onPath = new Set(exploreGraph.signals.shortestPath.value?.nodeIds);
    expect([...onPath]).to.include.members([a, b, DOG]);
    const off = exploreGraph.signals.nodes.value.find((node) => !onPath.has(node.data.id))?.data.id ?? '';
    await until(() => view.inspect(off)?.states.includes('dimmed') === true, 'a node off the path dimmed');
    expect(view.inspect(a)?.states).to.include('selected').and.not.include('dimmed');
    await until(() => text(element).includes('Shortest path:'), 'the path told');
  });

  it('draws a relation that follows the pointer, completes it on a second node, cancels it on itself', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    searchWord('dog');
    const view = await drawn(element, 23);
    exploreGraph.actions.run({ type: 'mode', mode: 'add_relationships' });
    const a = otherNode([], view);
    const b = otherNode([a], view);
    const edgesBefore = exploreGraph.signals.edges.value.length;
    await clickNode(view, a);
    expect(exploreGraph.signals.pendingEdgeSource.value).to.equal(a);
    await until(() => view.pendingEdgeEnd() !== null, 'the pending edge');
    const start = view.pendingEdgeEnd();
    const box = (query(element, '.graph-canvas') as HTMLElement).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
    await until(() => {
      const end = view.pendingEdgeEnd();
      return end !== null && start !== null && Math.hypot(end.x - start.x, end.y - start.y) > 5;
    }, 'the loose end following the pointer');
    await clickNode(view, b);
    expect(exploreGraph.signals.pendingEdgeSource.value).to.equal(null);
    expect(exploreGraph.signals.edges.value.length).to.equal(edgesBefore + 1);
    const added = exploreGraph.signals.edges.value.at(-1)?.data;
    expect({ source: added?.source, target: added?.target }).to.deep.equal({ source: a, target: b });
    expect(exploreGraph.signals.edges.value.some((edge) => edge.data.source === a && edge.data.target === b)).to.equal(
      true,
    );
    await until(() => view.pendingEdgeEnd() === null, 'the pending edge gone');
  });

  it('ctrl+x removes the selected nodes; delete empties the graph after a confirmation', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    searchWord('dog');
    await drawn(element, 23);
    const a = otherNode([]);
    exploreGraph.actions.run({ type: 'mode', mode: 'default' });
    exploreGraph.actions.run({ type: 'select', id: a });
    (query(element, '.graph-canvas') as HTMLElement).focus();
    await sendKeys({ press: 'Control+KeyX' });
    expect(exploreGraph.signals.model.value.nodes.has(a)).to.equal(false);
    await until(() => text(element).includes('Item deleted.'), 'the removal message');

    await sendKeys({ press: 'Delete' });
    await until(() => query(element, '[role="alertdialog"]') !== null, 'the confirmation');
    expect(text(element)).to.contain('Empty the graph?');
    await sendKeys({ press: 'Escape' });
    expect(exploreGraph.signals.nodes.value.length).to.equal(22);
    (query(element, '.graph-canvas') as HTMLElement).focus();
    await sendKeys({ press: 'Delete' });
    await until(() => query(element, '[role="alertdialog"]') !== null, 'the confirmation again');
    const yes = [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Empty the graph',
    );
    yes?.click();
    await until(() => exploreGraph.signals.nodes.value.length === 0, 'the graph emptied');
  });

  it('moves between nodes with the arrow keys, selects with Space and explores with Enter', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 560px"></tj-graph-explore>`);
    searchWord('dog');
    const view = await drawn(element, 23);
    const canvas = query(element, '.graph-canvas') as HTMLElement;
    canvas.focus();
    await sendKeys({ press: 'ArrowRight' });
    const first = canvas.dataset['focusedNode'] ?? '';
    expect(first).to.not.equal('');
    await until(() => view.inspect(first)?.states.includes('focused') === true, 'the focus ring');
    await sendKeys({ press: 'ArrowDown' });
    const second = canvas.dataset['focusedNode'] ?? '';
    expect(second).to.not.equal(first);
    await until(() => view.inspect(first)?.states.includes('focused') === false, 'the ring moved');
    exploreGraph.actions.run({ type: 'mode', mode: 'default' });
    await sendKeys({ press: 'Space' });
    expect(exploreGraph.signals.selection.value).to.deep.equal([second]);
    const word = exploredWord(second);
    await sendKeys({ press: 'Enter' });
    expect(thought.value?.word).to.equal(word);
  });

  it('cuts a note node’s label (spec 2 §9.1), and gives its whole title on hover, on focus and in its node list', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 400px"></tj-graph-explore>`);
    const title = 'Photosynthesis in desert plants';
    const note = noteNode({
      _id: 'desert',
      type: 'note',
      value: { noteTitle: title, note: 'CAM plants open at night.' },
    });
    const leaf = { ...note, id: 'leaf', label: 'leaf', title: undefined, tjType: 'custom-node' as const };
    exploreGraph.actions.run({
      type: 'load',
      graph: {
        nodes: [note, leaf],
        edges: [{ source: note.id, target: 'leaf', label: 'about' }],
        combos: [],
      },
    });
    await until(() => {
      const canvas = query(element, '.graph-canvas');
      return canvas !== null && viewOf(canvas)?.clientPositionOf(note.id) != null;
    }, 'the note drawn');
    const view = viewIn(element);
    await view.idle();
    expect(exploreGraph.signals.model.value.nodes.get(note.id)?.label).to.equal('Photosynth');
    const tooltip = () => query(element, '[role="tooltip"]')?.textContent ?? null;

    const hoverOn = async (id: string) => {
      const at = view.clientPositionOf(id);
      if (!at) throw new Error(`node ${id} is not drawn`);
      await sendMouse({ type: 'move', position: [Math.round(at.x), Math.round(at.y)] });
    };
    await hoverOn(note.id);
    await until(() => tooltip() === title, 'the whole title beside the pointer');
    // A label that is whole needs no tooltip.
    await hoverOn('leaf');
    await until(() => tooltip() === null, 'no tooltip on a whole label');

    const canvas = query(element, '.graph-canvas') as HTMLElement;
    canvas.focus();
    for (let press = 0; press < 4 && canvas.dataset['focusedNode'] !== note.id; press++) {
      await sendKeys({ press: press % 2 === 0 ? 'ArrowLeft' : 'ArrowRight' });
    }
    expect(canvas.dataset['focusedNode']).to.equal(note.id);
    expect(query(element, '[part="focused"]')?.textContent).to.contain(title);
    const list = query(element, '.graph-node-list')?.textContent ?? '';
    expect(list).to.contain(`${title}: `);
    expect(list).to.contain('leaf: ');
  });

  it('two instances, explore and linked, do not interfere', async () => {
    const explore = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 300px"></tj-graph-explore>`);
    const linked = await fixture<HTMLElement>(
      html`<tj-graph-explore graph="linked" style="height: 300px"></tj-graph-explore>`,
    );
    linkedGraph.actions.run({
      type: 'load',
      graph: {
        nodes: [
          { id: 'l1', label: 'one', type: 'circle', tjType: 'custom-node', description: { content: '' }, props: {} },
          { id: 'l2', label: 'two', type: 'circle', tjType: 'custom-node', description: { content: '' }, props: {} },
        ],
        edges: [{ id: 'e', source: 'l1', target: 'l2', label: 'links' }],
        combos: [],
      },
    });
    searchWord('dog');
    await drawn(explore, 23);
    const linkedView = viewIn(linked);
    await until(() => linkedView.clientPositionOf('l1') !== null, 'the linked graph drawn');
    expect(linkedGraph.signals.nodes.value.map((node) => node.data.id)).to.deep.equal(['l1', 'l2']);
    expect(linkedView.inspect(DOG)).to.equal(null);
    linkedGraph.actions.run({ type: 'mode', mode: 'remove' });
    await clickNode(linkedView, 'l1');
    expect(linkedGraph.signals.nodes.value.map((node) => node.data.id)).to.deep.equal(['l2']);
    expect(exploreGraph.signals.nodes.value.length).to.equal(23);
    expect(exploreGraph.signals.mode.value).to.equal('looked_at');
    expect(liveG6Graphs()).to.equal(2);
  });

  it('destroys G6 when detached, draws again when attached, and never throws after destroy', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 300px"></tj-graph-explore>`);
    searchWord('dog');
    await drawn(element, 23);
    const parent = element.parentElement as HTMLElement;
    element.remove();
    await until(() => liveG6Graphs() === 0, 'G6 destroyed');
    // The core still changes while nothing draws it: nothing may reach the destroyed graph.
    exploreGraph.actions.run({ type: 'removeNode', id: otherNode([]) });
    parent.append(element);
    await drawn(element, 22);
    expect(liveG6Graphs()).to.equal(1);
    // Detached while its first render is still in flight (StrictMode's mount-unmount-mount does the same).
    element.remove();
    parent.append(element);
    element.remove();
    await until(() => liveG6Graphs() === 0, 'every G6 graph destroyed');
    await pendingWorkRun();
  });

  it('leaves none of its G6 canvases reachable once removed and the page has collected garbage', async () => {
    const element = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 323px"></tj-graph-explore>`);
    searchWord('dog');
    await drawn(element, 23);
    const { drawnWith, kept } = await canvasesLeftBehind(element);
    // G6's four layers: background, main, label and transient.
    expect(drawnWith).to.equal(4);
    expect(kept).to.deep.equal([]);
  });

  it('under React StrictMode (mount, unmount, mount) draws with exactly one G6 graph and destroys it on unmount', async () => {
    const errors: unknown[] = [];
    const record = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', record);
    const container = await fixture<HTMLElement>(html`<div style="height: 300px"></div>`);
    const root = createRoot(container);
    root.render(
      createElement(StrictMode, null, createElement(GraphExplore, { graph: 'explore', emit: () => undefined })),
    );
    searchWord('dog');
    await until(() => container.querySelector('canvas') !== null, 'a canvas');
    await until(() => liveG6Graphs() === 1, 'one live G6 graph');
    root.unmount();
    await until(() => liveG6Graphs() === 0, 'G6 destroyed');
    await pendingWorkRun();
    window.removeEventListener('error', record);
    expect(errors).to.deep.equal([]);
  });

  it('100 mount and unmount cycles leave no G6 graph, canvas or DOM node behind, and no growing heap', async function () {
    this.timeout(60_000);
    searchWord('dog');
    const host = await fixture<HTMLElement>(html`<div style="height: 300px"></div>`);
    const cycle = async () => {
      const element = document.createElement('tj-graph-explore');
      host.append(element);
      await until(() => query(element, 'canvas') !== null, 'a canvas');
      element.remove();
    };
    // Chromium runs with --expose-gc and --enable-precise-memory-info (web-test-runner.config.mjs): each reading is
    // the heap after a full collection, so what stays is what the cycles leaked.
    const { gc } = globalThis as unknown as { gc: () => void };
    const heap = async () => {
      // The last graphs' leftovers end first; a second pass takes what the first freed.
      await pendingWorkRun();
      gc();
      gc();
      return (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
    };
    const cycles = async (count: number) => {
      for (let i = 0; i < count; i += 1) await cycle();
      await until(() => liveG6Graphs() === 0, `${count} graphs destroyed`, 10_000);
    };
    await cycles(10);
    const nodesBefore = document.getElementsByTagName('*').length;
    const heapBefore = await heap();
    await cycles(50);
    const heapHalfway = await heap();
    await cycles(50);
    const heapAfter = await heap();
    const nodesAfter = document.getElementsByTagName('*').length;
    const mib = (bytes: number) => Number((bytes / 2 ** 20).toFixed(2));
    console.log(
      JSON.stringify({
        cycles: 100,
        liveG6Graphs: liveG6Graphs(),
        nodesBefore,
        nodesAfter,
        heapBeforeMiB: mib(heapBefore),
        heapHalfwayMiB: mib(heapHalfway),
        heapAfterMiB: mib(heapAfter),
      }),
    );
    expect(nodesAfter).to.equal(nodesBefore);
    expect(host.querySelectorAll('*').length).to.equal(0);
    // A graph kept per cycle (its canvas, G6's item maps, the 23 nodes' shapes) would be tens of MiB over 100
    // cycles; what stays between readings after a collection is well under 4 MiB.
    expect(heapAfter - heapBefore).to.be.below(4 * 2 ** 20);
  });
});
