import { describe, expect, it } from 'vitest';
import type { ProviderVideo } from '../../src/contract/providers.ts';
import { createGraph } from '../../src/graph/graph.ts';
import { addVideoToGraph, videoNode } from './video-node.ts';

const video: ProviderVideo = {
  id: 'DN61Xcwc4u0',
  title: 'A Tour of Every Tomato Plant in My Garden',
  thumbnail: 'https://i.ytimg.com/vi/DN61Xcwc4u0/mqdefault.jpg',
  channelTitle: 'Gary Pilarchik',
  url: 'https://www.youtube.com/watch?v=DN61Xcwc4u0',
  type: 'video',
};

describe('a video on the graph', () => {
  it('is a video node labelled with its title cut to 20 characters and an ellipsis', () => {
    const node = videoNode(video);
    expect(node).toMatchObject({ id: 'video:DN61Xcwc4u0', tjType: 'note-video', label: 'A Tour of Every Toma…' });
    expect(videoNode({ ...video, title: 'Tomato, Tomahto' }).label).toBe('Tomato, Tomahto');
  });

  it('is added once, joined to the current thought by "has noted"', () => {
    const graph = createGraph();
    graph.actions.run({
      type: 'load',
      graph: {
        nodes: [{ ...videoNode(video), id: 'tomato', label: 'tomato', tjType: 'wikiLinks' }],
        edges: [],
        combos: [],
      },
      centerId: 'tomato',
    });
    expect(addVideoToGraph(graph, video)).toBe('added');
    expect(addVideoToGraph(graph, video)).toBe('alreadyThere');
    const { nodes, edges } = graph.signals.model.value;
    expect(nodes.has('video:DN61Xcwc4u0')).toBe(true);
    expect([...edges.values()]).toMatchObject([{ source: 'tomato', target: 'video:DN61Xcwc4u0', label: 'has noted' }]);
    graph.dispose();
  });

  it('stands alone on a graph with no thought', () => {
    const graph = createGraph();
    expect(addVideoToGraph(graph, video)).toBe('added');
    expect(graph.signals.model.value.edges.size).toBe(0);
    graph.dispose();
  });
});
