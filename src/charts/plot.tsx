import type { ReactNode } from 'react';

/** What a plot is drawn for: the width it has, in CSS pixels, and the size of its text. */
export interface PlotSize {
  readonly width: number;
  /** The text size in CSS pixels: it follows the font size setting, and the margins follow it. */
  readonly em: number;
}

/** About how wide a text of this many characters is (digits and Latin letters average 0.6 em). */
export const textWidth = (text: string, em: number) => text.length * em * 0.6;

/** A label cut to the width it has, so a long one on a phone ends in "…" rather than off the picture. */
export function fitted(label: string, width: number, em: number): string {
  if (textWidth(label, em) <= width) return label;
  return `${label.slice(0, Math.max(1, Math.floor(width / (em * 0.6)) - 1))}…`;
}

/**
 * The plot's SVG: its viewBox is its own width and height in CSS pixels, and it takes the whole width, so text keeps
 * its size on a phone. Hidden from assistive technology: the figure's table says the same.
 */
export function PlotSvg({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  return (
    <svg className="tj-plot" viewBox={`0 0 ${width} ${height}`} width="100%" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Horizontal grid lines at the ticks of a scale, each labelled at the left. */
export function YAxis({
  y,
  ticks,
  left,
  right,
  em,
  format,
}: {
  y: (value: number) => number;
  ticks: readonly number[];
  left: number;
  right: number;
  em: number;
  format: (value: number) => string;
}) {
  return (
    <g className="tj-plot-axis">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text x={left - em * 0.4} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={em}>
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Day labels along the bottom: the last day, and every `every`th before it, so the labels never overlap. */
export function DayLabels({
  days,
  x,
  y,
  em,
  format,
}: {
  days: readonly string[];
  x: (day: string) => number;
  y: number;
  em: number;
  format: (day: string) => string;
}) {
  const room = Math.max(...days.map((day) => textWidth(format(day), em))) + em;
  const span = days.length < 2 ? room : Math.abs(x(days[days.length - 1] ?? '') - x(days[0] ?? '')) / (days.length - 1);
  const every = Math.max(1, Math.ceil(room / Math.max(span, 1)));
  return (
    <g className="tj-plot-axis">
      {days
        .filter((_, index) => (days.length - 1 - index) % every === 0)
        .map((day) => (
          <text key={day} x={x(day)} y={y} textAnchor="middle" fontSize={em}>
            {format(day)}
          </text>
        ))}
    </g>
  );
}

/** Integer ticks of a count's scale: a count of 0.5 makes no sense. */
export const countTicks = (ticks: readonly number[]) => ticks.filter((tick) => Number.isInteger(tick));
