import chartCss from './chart.css?inline';
import { sharedStyles } from '../elements/styles.ts';

/** The look of ChartFigure's box, plot and table, for the widgets that draw one: one sheet for all. */
export const chartStyles = sharedStyles(chartCss);
