import { useId, useRef, useState, type ReactNode } from 'react';
import chartMessages from 'virtual:tj-messages/chart';
import { registerMessages } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { FONT_SIZE_DEFAULT, fontSize } from '../preferences/font-size.ts';
import { useValue } from '../react/use-value.ts';
import type { PlotSize } from './plot.tsx';
import { useWidth } from './use-width.ts';

/** Plot text at the default font size, in CSS pixels; the font size setting scales it as it scales every widget. */
const PLOT_TEXT_PX = 12;
/** The width a plot is drawn at before its place is measured. */
const FIRST_WIDTH = 640;

// "Show as table": the figure's own words, wherever it is drawn (the host's dashboard, the Skill Graph widget).
void registerMessages(chartMessages);

export interface ChartTable {
  readonly columns: readonly string[];
  /** Each row's first cell names it (a day, a kind of action). */
  readonly rows: readonly (readonly string[])[];
}

/**
 * One plot under its title (the host's dashboard, the Skill Graph widget), with its data as a table. The picture is
 * hidden from screen readers, which read the table instead; the table is visually hidden too until "Show as table" is
 * pressed, which shows it in the picture's place. In a widget's shadow root, its regions are the parts `heading`,
 * `show-table`, `rule`, `plot` and `table`.
 */
export function ChartFigure({
  title,
  lead,
  plot,
  table,
}: {
  title: string;
  /** What the plot shows, under its title. */
  lead?: string;
  plot: (size: PlotSize) => ReactNode;
  table: ChartTable;
}) {
  const t = useT();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const plotRef = useRef<HTMLDivElement>(null);
  const width = useWidth(plotRef, FIRST_WIDTH);
  const em = (PLOT_TEXT_PX * useValue(fontSize)) / FONT_SIZE_DEFAULT;
  return (
    <section className="tj-chart" aria-labelledby={titleId}>
      <div className="tj-chart-head">
        <h2 id={titleId} part="heading">
          {title}
        </h2>
        <button
          type="button"
          className="tj-chart-toggle"
          part="show-table"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {t('chart.showTable')}
        </button>
      </div>
      {lead && (
        <p className="tj-chart-lead" part="rule">
          {lead}
        </p>
      )}
      <div ref={plotRef} className="tj-chart-plot" part="plot" hidden={asTable}>
        {plot({ width, em })}
      </div>
      <div className={asTable ? 'tj-chart-table' : 'tj-visually-hidden'} part="table">
        <table>
          <caption className="tj-visually-hidden">{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([name = '', ...cells], index) => (
              <tr key={index}>
                <th scope="row">{name}</th>
                {cells.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
