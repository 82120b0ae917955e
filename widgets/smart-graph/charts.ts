// A chart of the smart graph's thread as bars: one per label, on a scale from zero (or the lowest value, when below
// zero) to the highest value. Pure geometry; SmartCharts.tsx draws it.
import { scaleBand, scaleLinear } from 'd3-scale';
import type { SmartChart } from '../../src/contract/smart-graph.ts';

export interface Bars {
  readonly width: number;
  readonly height: number;
  /** Where zero is drawn. */
  readonly baseline: number;
  readonly bars: readonly {
    readonly label: string;
    readonly value: number;
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  }[];
}

export function barsOf(chart: SmartChart, width = 320, height = 140, pad = 4): Bars {
  const low = Math.min(0, ...chart.values);
  const high = Math.max(0, ...chart.values);
  const x = scaleBand<number>()
    .domain(chart.values.map((_, index) => index))
    .range([pad, width - pad])
    .padding(0.2);
  const y = scaleLinear()
    .domain([low, high === low ? low + 1 : high])
    .range([height - pad, pad]);
  const baseline = y(0);
  return {
    width,
    height,
    baseline,
    bars: chart.values.map((value, index) => ({
      label: chart.labels[index] ?? '',
      value,
      x: x(index) ?? 0,
      y: Math.min(y(value), baseline),
      width: x.bandwidth(),
      height: Math.abs(baseline - y(value)),
    })),
  };
}
