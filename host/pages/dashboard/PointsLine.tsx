import { scaleLinear, scalePoint } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import type { DayPoints } from '../../../src/events/activity-report.ts';
import type { Formats } from '../../../src/charts/formats.ts';
import { countTicks, DayLabels, PlotSvg, textWidth, YAxis, type PlotSize } from '../../../src/charts/plot.tsx';

/** Up to a month, each day's total is marked with a dot as well; more dots would only blur the line. */
const MOST_DOTS = 31;

/** The learner's points total at the end of each day, as a line over the area under it. */
export function PointsLine({
  points,
  size,
  formats,
}: {
  points: readonly DayPoints[];
  size: PlotSize;
  formats: Formats;
}) {
  const { width, em } = size;
  const height = Math.round(em * 15);
  const bottom = height - em * 2.2;
  const totals = points.map((point) => point.total);
  // Points taken back can leave a total below zero.
  const y = scaleLinear()
    .domain([Math.min(0, ...totals), Math.max(1, ...totals)])
    .nice()
    .range([bottom, em]);
  const ticks = countTicks(y.ticks(4));
  const left = Math.max(...ticks.map((tick) => textWidth(formats.number(tick), em))) + em * 0.8;
  const x = scalePoint<string>()
    .domain(points.map((point) => point.day))
    .range([left, width - em])
    .padding(0.5);
  const at = (point: DayPoints) => x(point.day) ?? left;
  const totalLine = line<DayPoints>()
    .x(at)
    .y((point) => y(point.total))
    .curve(curveMonotoneX);
  const underLine = area<DayPoints>()
    .x(at)
    .y0(y(0))
    .y1((point) => y(point.total))
    .curve(curveMonotoneX);
  return (
    <PlotSvg width={width} height={height}>
      <YAxis y={y} ticks={ticks} left={left} right={width - em} em={em} format={formats.number} />
      <path className="tj-plot-area" d={underLine(points) ?? ''} />
      <path className="tj-plot-line" d={totalLine(points) ?? ''} />
      {points.length <= MOST_DOTS &&
        points.map((point) => (
          <circle key={point.day} className="tj-plot-dot" cx={at(point)} cy={y(point.total)} r={em * 0.25}>
            <title>{`${formats.longDay(point.day)}: ${formats.number(point.total)}`}</title>
          </circle>
        ))}
      <DayLabels
        days={x.domain()}
        x={(day) => x(day) ?? left}
        y={height - em * 0.6}
        em={em}
        format={formats.shortDay}
      />
    </PlotSvg>
  );
}
