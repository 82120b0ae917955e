// The one module that draws the events graph with G6 v5 (imported only here and by the widget's lazy chunk): verb
// nodes linked to the values they were recorded with, sized by how often. The data comes from src/events; the table
// beside the canvas says the same for screen readers, so the canvas itself is hidden from them.
import { Graph, type EdgeData, type GraphData, type NodeData } from '@antv/g6';
import type { EventVerb } from '../../src/contract/events.ts';
import type { EventsGraph } from '../../src/events/learner-events.ts';

const VERB_FILL = '#1e6fd9';
const VALUE_FILL = '#2f9e6e';
const MIN_SIZE = 16;
const MAX_SIZE = 44;

const sizeFor = (count: number, most: number) =>
  Math.round(MIN_SIZE + (MAX_SIZE - MIN_SIZE) * Math.sqrt(count / Math.max(most, 1)));

/** What the drawing's labels say, in the learner's language: a verb's name, and a value recorded without one. */
export interface EventsLabels {
  readonly verb: (verb: EventVerb) => string;
  readonly noValue: string;
}

/** Verb ids and value ids never meet: a value is named by its verb too, as "dog" searched and "dog" noted differ. */
export function toG6Data(graph: EventsGraph, labels: EventsLabels): GraphData {
  const most = Math.max(1, ...graph.verbs.map((verb) => verb.count));
  const nodes: NodeData[] = [];
  const edges: EdgeData[] = [];
  for (const verb of graph.verbs) {
    const verbId = `verb:${verb.verb}`;
    nodes.push({ id: verbId, data: { kind: 'verb', label: labels.verb(verb.verb), count: verb.count } });
    for (const value of verb.values) {
      const valueId = `value:${verb.verb}:${value.value}`;
      nodes.push({ id: valueId, data: { kind: 'value', label: value.value || labels.noValue, count: value.count } });
      edges.push({ id: `${verbId}->${valueId}`, source: verbId, target: valueId, data: { count: value.count } });
    }
  }
  return {
    nodes: nodes.map((node) => ({
      ...node,
      style: { size: sizeFor(Number(node.data?.['count'] ?? 1), most) },
    })),
    edges,
  };
}

export interface EventsDrawing {
  /** Resolves once drawn (or at once, after destroy). */
  readonly drawn: Promise<void>;
  destroy(): void;
}

/**
 * Draws into `container`. Destroying G6 v5 while its render still awaits (React StrictMode's mount-unmount-mount, an
 * element detached right after it connects) makes the pending render read what destroy emptied (antvis/G6#7516, open
 * for 5.x): destroy waits for the render to settle, so an unmount in the middle never throws.
 */
export function drawEventsGraph(container: HTMLElement, data: GraphData): EventsDrawing {
  const graph = new Graph({
    container,
    autoResize: true,
    animation: false,
    data,
    node: {
      style: {
        labelText: (datum) => String(datum.data?.['label'] ?? ''),
        labelPlacement: 'bottom',
        labelFontSize: 12,
        labelMaxWidth: 140,
        labelWordWrap: true,
        labelMaxLines: 2,
        fill: (datum) => (datum.data?.['kind'] === 'verb' ? VERB_FILL : VALUE_FILL),
        stroke: '#ffffff',
        lineWidth: 1.5,
        badges: (datum) => [{ text: String(datum.data?.['count'] ?? ''), placement: 'right-top' }],
      },
    },
    edge: {
      style: {
        endArrow: true,
        stroke: '#8a99ad',
        lineWidth: (datum) => Math.min(1 + Number(datum.data?.['count'] ?? 1) / 2, 6),
      },
    },
    layout: { type: 'd3-force', link: { distance: 90 }, collide: { radius: 30 }, manyBody: { strength: -160 } },
    behaviors: ['drag-canvas', 'zoom-canvas', 'drag-element'],
  });
  let destroyRequested = false;
  const finish = () => {
    if (graph.destroyed) return;
    try {
      graph.stopLayout();
    } catch {
      // No layout ran yet.
    }
    graph.destroy();
  };
  let settled = false;
  const drawn = graph.render().then(
    () => {
      settled = true;
      if (destroyRequested) finish();
    },
    () => {
      settled = true;
      finish();
    },
  );
  return {
    drawn,
    destroy() {
      if (destroyRequested) return;
      destroyRequested = true;
      if (settled) finish();
    },
  };
}
