// "Add to graph" for a video (spec 1 §3 video result; spec 2 §9.1: a video's node label is its title cut to 20
// characters plus an ellipsis): one node per video, joined to the graph's current thought as a note is.
import type { GraphNode } from '../../src/contract/graph.ts';
import type { ProviderVideo } from '../../src/contract/providers.ts';
import type { Graph } from '../../src/graph/graph.ts';
import { NOTED_EDGE_LABEL, noteLabel } from '../../src/notes/note-node.ts';

export type VideoAdded = 'added' | 'alreadyThere';

/** The node id of a video: one node per video, so adding it twice changes nothing. */
export const videoNodeId = (video: Pick<ProviderVideo, 'id'>) => `video:${video.id}`;

export function videoNode(video: ProviderVideo): GraphNode {
  return {
    id: videoNodeId(video),
    // The label rule of a video note, so a video reads alike however it came onto the graph.
    label: noteLabel({ type: 'video', value: { videoLabel: video.title } }),
    type: 'circle',
    tjType: 'note-video',
    description: { content: video.title },
    props: {
      videoId: { value: video.id, type: 'string' },
      url: { value: video.url, type: 'string' },
      channelTitle: { value: video.channelTitle, type: 'string' },
    },
  };
}

/** Places the video on the graph, with "has noted" from the graph's current thought when it has one. */
export function addVideoToGraph(graph: Graph, video: ProviderVideo): VideoAdded {
  const node = videoNode(video);
  if (graph.actions.run({ type: 'addNode', node }).outcome !== 'applied') return 'alreadyThere';
  const thought = graph.signals.thought.value;
  if (thought && graph.signals.model.value.nodes.has(thought.id)) {
    graph.actions.run({ type: 'addEdge', edge: { source: thought.id, target: node.id, label: NOTED_EDGE_LABEL } });
  }
  return 'added';
}
