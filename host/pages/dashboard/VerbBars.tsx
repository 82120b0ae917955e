import { scaleLinear } from 'd3-scale';
import type { VerbCount } from '../../../src/events/activity-report.ts';
import type { Formats } from '../../../src/charts/formats.ts';
import { fitted, PlotSvg, textWidth, type PlotSize } from '../../../src/charts/plot.tsx';

/** Events per verb as bars, the most done first: each bar under its label, so long labels fit a phone too. */
export function VerbBars({
  verbs,
  labelOf,
  size,
  formats,
}: {
  verbs: readonly VerbCount[];
  labelOf: (verb: string) => string;
  size: PlotSize;
  formats: Formats;
}) {
  const { width, em } = size;
  const row = em * 3;
  const height = Math.round(verbs.length * row + em * 0.5);
  const countRoom = Math.max(...verbs.map((verb) => textWidth(formats.number(verb.count), em))) + em * 0.6;
  const x = scaleLinear()
    .domain([0, Math.max(1, ...verbs.map((verb) => verb.count))])
    .range([0, Math.max(em, width - countRoom)]);
  return (
    <PlotSvg width={width} height={height}>
      {verbs.map(({ verb, count }, index) => (
        <g key={verb} transform={`translate(0 ${index * row})`}>
          <text className="tj-plot-label" y={em * 1.1} fontSize={em}>
            {fitted(labelOf(verb), width, em)}
          </text>
          <rect className="tj-plot-bar" y={em * 1.5} width={Math.max(2, x(count))} height={em * 1.1} />
          <text className="tj-plot-value" x={Math.max(2, x(count)) + em * 0.4} y={em * 2.4} fontSize={em}>
            {formats.number(count)}
          </text>
        </g>
      ))}
    </PlotSvg>
  );
}
