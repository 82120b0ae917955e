import { scaleBand, scaleLinear } from 'd3-scale';
import type { DayCount } from '../../../src/events/activity-report.ts';
import type { Formats } from '../../../src/charts/formats.ts';
import { countTicks, DayLabels, PlotSvg, textWidth, YAxis, type PlotSize } from '../../../src/charts/plot.tsx';

/** Events per day as bars, the oldest day at the left. */
export function DayBars({ days, size, formats }: { days: readonly DayCount[]; size: PlotSize; formats: Formats }) {
  const { width, em } = size;
  const height = Math.round(em * 15);
  const bottom = height - em * 2.2;
  const y = scaleLinear()
    .domain([0, Math.max(1, ...days.map((day) => day.count))])
    .nice()
    .range([bottom, em]);
  const ticks = countTicks(y.ticks(4));
  const left = Math.max(...ticks.map((tick) => textWidth(formats.number(tick), em))) + em * 0.8;
  const x = scaleBand<string>()
    .domain(days.map((day) => day.day))
    .range([left, width - em])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const start = (day: string) => x(day) ?? left;
  return (
    <PlotSvg width={width} height={height}>
      <YAxis y={y} ticks={ticks} left={left} right={width - em} em={em} format={formats.number} />
      {days.map(({ day, count }) => (
        <rect
          key={day}
          className="tj-plot-bar"
          x={start(day)}
          y={y(count)}
          width={x.bandwidth()}
          height={bottom - y(count)}
        >
          <title>{`${formats.longDay(day)}: ${formats.number(count)}`}</title>
        </rect>
      ))}
      <DayLabels
        days={x.domain()}
        x={(day) => start(day) + x.bandwidth() / 2}
        y={height - em * 0.6}
        em={em}
        format={formats.shortDay}
      />
    </PlotSvg>
  );
}
