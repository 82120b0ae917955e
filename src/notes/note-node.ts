// "Add to graph" (spec 1 §1, spec 2 §9.1): a note placed on a graph as a node, through the graph core's one command
// function. Its label is cut to 10 characters (an image's to 15; a video's title to 20 plus an ellipsis), a
// recording is labelled "recording"; an edge "has noted" joins the current thought to it, and an edge "has reference"
// joins it to each node its text links to ([[label]]) that the graph has.
import type { GraphNode, TjType } from '../contract/graph.ts';
import type { Note, NoteType } from '../contract/notes.ts';
import type { Graph } from '../graph/graph.ts';
import { nodeLinks } from './note-markup.ts';
import { firstOf, noteTitle } from './note-title.ts';

export const NOTE_LABEL_LENGTH = 10;
export const IMAGE_LABEL_LENGTH = 15;
export const VIDEO_TITLE_LENGTH = 20;
export const RECORDING_LABEL = 'recording';
export const NOTED_EDGE_LABEL = 'has noted';
export const REFERENCE_EDGE_LABEL = 'has reference';

const noteTjTypes: Readonly<Record<NoteType, TjType>> = {
  note: 'note-text',
  image: 'note-image',
  recording: 'note-recording',
  '3d': 'note-3d',
  page: 'note-page',
  video: 'note-video',
};

/** A note's node label (spec 2 §9.1). */
export function noteLabel(note: Pick<Note, 'type' | 'value'>): string {
  const { value } = note;
  switch (note.type) {
    case 'recording':
      return RECORDING_LABEL;
    case 'image':
      return firstOf(value.label, value.noteTitle, value.imageNote).slice(0, IMAGE_LABEL_LENGTH);
    case 'video': {
      const title = firstOf(value.videoLabel, value.noteTitle, value.label);
      return title.length > VIDEO_TITLE_LENGTH ? `${title.slice(0, VIDEO_TITLE_LENGTH)}…` : title;
    }
    default:
      return firstOf(value.label, value.noteTitle, value.note).slice(0, NOTE_LABEL_LENGTH);
  }
}

/** The node id of a note: one node per note, so adding it twice changes nothing. */
export const noteNodeId = (note: Pick<Note, '_id'>) => `note:${note._id}`;

/** A note as a graph node: its label cut, its whole title kept beside it (the graph shows it on hover and focus). */
export function noteNode(note: Note): GraphNode {
  const title = noteTitle(note);
  return {
    id: noteNodeId(note),
    label: noteLabel(note),
    ...(title === null ? {} : { title }),
    type: 'circle',
    tjType: noteTjTypes[note.type],
    description: { content: firstOf(note.value.note, note.value.imageNote, note.value.noteTitle) },
    props: { noteId: { value: note._id, type: 'string' } },
  };
}

export type AddedToGraph =
  | { readonly outcome: 'added'; readonly nodeId: string; readonly references: number }
  | { readonly outcome: 'alreadyThere'; readonly nodeId: string };

const folded = (text: string) => text.trim().toLocaleLowerCase();

/**
 * Places the note as a node; "has noted" from the graph's current thought (when it has one), "has reference" to
 * each linked node the graph has. The caller records ADD_NOTE_TO_GRAPH.
 */
export function addNoteToGraph(graph: Graph, note: Note): AddedToGraph {
  const node = noteNode(note);
  const added = graph.actions.run({ type: 'addNode', node });
  if (added.outcome !== 'applied') return { outcome: 'alreadyThere', nodeId: node.id };
  const thought = graph.signals.thought.value;
  if (thought && graph.signals.model.value.nodes.has(thought.id)) {
    graph.actions.run({ type: 'addEdge', edge: { source: thought.id, target: node.id, label: NOTED_EDGE_LABEL } });
  }
  const byLabel = new Map([...graph.signals.model.value.nodes.values()].map((item) => [folded(item.label), item.id]));
  let references = 0;
  for (const label of nodeLinks(note.value.note ?? '')) {
    const target = byLabel.get(folded(label));
    if (target === undefined || target === node.id) continue;
    const edge = { source: node.id, target, label: REFERENCE_EDGE_LABEL };
    if (graph.actions.run({ type: 'addEdge', edge }).outcome === 'applied') references += 1;
  }
  return { outcome: 'added', nodeId: node.id, references };
}
