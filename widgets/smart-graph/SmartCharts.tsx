import { useId, useMemo } from 'react';
import type { SmartChart } from '../../src/contract/smart-graph.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { barsOf } from './charts.ts';

/**
 * One chart of the thread: bars for the eye, and the same numbers as a table for screen readers and the keyboard
 * (the drawing is one image with a name; the table is in the reading order, visually hidden).
 */
function Chart({ chart }: { chart: SmartChart }) {
  const t = useT();
  const bars = useMemo(() => barsOf(chart), [chart]);
  const titleId = useId();
  return (
    <figure className="chart" part="chart" aria-labelledby={titleId}>
      <figcaption id={titleId}>{chart.title}</figcaption>
      <svg
        viewBox={`0 0 ${bars.width} ${bars.height}`}
        role="img"
        aria-label={t('smart-graph.chartLabel', { title: chart.title, count: chart.values.length })}
      >
        <line className="baseline" x1={0} x2={bars.width} y1={bars.baseline} y2={bars.baseline} />
        {bars.bars.map((bar, index) => (
          <rect key={index} x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
            <title>{`${bar.label}: ${bar.value}`}</title>
          </rect>
        ))}
      </svg>
      <table className="tj-visually-hidden">
        <thead>
          <tr>
            <th scope="col">{t('smart-graph.chartItem')}</th>
            <th scope="col">{chart.title}</th>
          </tr>
        </thead>
        <tbody>
          {chart.labels.map((label, index) => (
            <tr key={index}>
              <th scope="row">{label}</th>
              <td>{chart.values[index]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="chart-labels" aria-hidden="true">
        {bars.bars.map((bar, index) => (
          <li key={index}>
            {bar.label}: {bar.value}
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function SmartCharts({ charts }: { charts: readonly SmartChart[] }) {
  const t = useT();
  if (charts.length === 0) return null;
  return (
    <section className="charts" part="charts" aria-label={t('smart-graph.charts')}>
      <h3>{t('smart-graph.charts')}</h3>
      {charts.map((chart, index) => (
        <Chart key={index} chart={chart} />
      ))}
    </section>
  );
}
