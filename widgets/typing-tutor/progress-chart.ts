// The Typing Tutor's progress over time: words per minute and accuracy of the learner's past lessons as two lines
// in one small chart, each on its own scale (words per minute from 0 to the best so far, accuracy 0 to 100 %).
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import type { PastResult } from './typing.ts';

/** The chart draws at most this many of the newest lessons. */
export const PROGRESS_SHOWN = 20;

export interface ProgressChart {
  readonly width: number;
  readonly height: number;
  /** SVG path data of each line; empty with fewer than two lessons (a line needs two points). */
  readonly wpm: string;
  readonly accuracy: string;
  /** The highest words per minute on the wpm scale. */
  readonly wpmTop: number;
  /** Where each lesson is drawn, oldest first. */
  readonly points: readonly { readonly x: number; readonly wpmY: number; readonly accuracyY: number }[];
}

export function progressChart(results: readonly PastResult[], width = 320, height = 120, pad = 8): ProgressChart {
  const shown = results.slice(-PROGRESS_SHOWN);
  const wpmTop = Math.max(10, ...shown.map((result) => result.wpm));
  const x = scaleLinear()
    .domain([0, Math.max(1, shown.length - 1)])
    .range([pad, width - pad]);
  const wpmY = scaleLinear()
    .domain([0, wpmTop])
    .range([height - pad, pad]);
  const accuracyY = scaleLinear()
    .domain([0, 100])
    .range([height - pad, pad]);
  const points = shown.map((result, index) => ({
    x: x(index),
    wpmY: wpmY(result.wpm),
    accuracyY: accuracyY(result.accuracy),
  }));
  const path = (y: (point: (typeof points)[number]) => number) =>
    points.length < 2 ? '' : (line<(typeof points)[number]>((point) => point.x, y)(points) ?? '');
  return {
    width,
    height,
    wpm: path((point) => point.wpmY),
    accuracy: path((point) => point.accuracyY),
    wpmTop,
    points,
  };
}
