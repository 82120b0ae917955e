import { describe, expect, it } from 'vitest';
import type { Note } from '../contract/notes.ts';
import { createGraph } from '../graph/graph.ts';
import { addNoteToGraph, noteLabel, noteNode } from './note-node.ts';

const note = (type: Note['type'], value: Note['value'], id = 'n1'): Note => ({ _id: id, type, value });

describe('noteLabel (spec 2 §9.1)', () => {
  it('cuts a note’s title to 10 characters', () => {
    expect(noteLabel(note('note', { noteTitle: 'Photosynthesis', note: 'Plants…' }))).toBe('Photosynth');
    expect(noteLabel(note('page', { note: 'Short' }))).toBe('Short');
  });

  it('cuts an image’s to 15', () => {
    expect(noteLabel(note('image', { noteTitle: 'A leaf under the microscope' }))).toBe('A leaf under th');
  });

  it('cuts a video’s title to 20 plus an ellipsis, and leaves a short one whole', () => {
    expect(noteLabel(note('video', { videoLabel: 'How plants make their food' }))).toBe('How plants make thei…');
    expect(noteLabel(note('video', { videoLabel: 'Osmosis' }))).toBe('Osmosis');
  });

  it('labels a recording "recording"', () => {
    expect(noteLabel(note('recording', { noteTitle: 'My talk' }))).toBe('recording');
  });

  it('keeps the whole title beside the cut label of the node, and none for a note without one', () => {
    const node = noteNode(note('note', { noteTitle: 'Photosynthesis in desert plants', note: 'CAM plants…' }));
    expect(node).toMatchObject({ label: 'Photosynth', title: 'Photosynthesis in desert plants' });
    expect(noteNode(note('recording', { noteTitle: 'My talk' }))).toMatchObject({
      label: 'recording',
      title: 'My talk',
    });
    expect(noteNode(note('note', {}))).not.toHaveProperty('title');
  });
});

describe('addNoteToGraph', () => {
  function graphOfParis() {
    const graph = createGraph();
    graph.actions.run({
      type: 'load',
      graph: {
        nodes: [
          { ...noteNode(note('note', {})), id: 'paris', label: 'Paris', tjType: 'wikiLinks' },
          { ...noteNode(note('note', {})), id: 'seine', label: 'Seine', tjType: 'wikiLinks' },
        ],
        edges: [],
        combos: [],
      },
      centerId: 'paris',
    });
    return graph;
  }

  it('adds the note as a node, "has noted" from the current thought and "has reference" to each linked node', () => {
    const graph = graphOfParis();
    const added = addNoteToGraph(graph, note('note', { noteTitle: 'The river', note: 'It runs along the [[seine]].' }));
    expect(added).toEqual({ outcome: 'added', nodeId: 'note:n1', references: 1 });
    const node = graph.signals.model.value.nodes.get('note:n1');
    expect(node).toMatchObject({ label: 'The river', tjType: 'note-text', props: { noteId: { value: 'n1' } } });
    const edges = [...graph.signals.model.value.edges.values()].map(({ source, target, label }) => ({
      source,
      target,
      label,
    }));
    expect(edges).toEqual([
      { source: 'paris', target: 'note:n1', label: 'has noted' },
      { source: 'note:n1', target: 'seine', label: 'has reference' },
    ]);
  });

  it('changes nothing when the note is already on the graph', () => {
    const graph = graphOfParis();
    addNoteToGraph(graph, note('image', { noteTitle: 'Seine at night' }));
    const before = graph.signals.model.value;
    expect(addNoteToGraph(graph, note('image', { noteTitle: 'Seine at night' }))).toEqual({
      outcome: 'alreadyThere',
      nodeId: 'note:n1',
    });
    expect(graph.signals.model.value).toBe(before);
  });

  it('places a note alone on an empty graph', () => {
    const graph = createGraph();
    expect(addNoteToGraph(graph, note('recording', {}))).toEqual({
      outcome: 'added',
      nodeId: 'note:n1',
      references: 0,
    });
    expect(graph.signals.edges.value).toEqual([]);
    expect(graph.signals.nodes.value.map((view) => view.data.label)).toEqual(['recording']);
  });
});
