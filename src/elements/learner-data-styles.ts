import learnerDataCss from './learner-data.css?inline';
import { sharedStyles } from './styles.ts';

/** The shared look of the widgets of a learner's own data (LearnerDataView): one sheet for all. */
export const learnerDataStyles = sharedStyles(learnerDataCss);
