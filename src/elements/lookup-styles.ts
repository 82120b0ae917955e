import lookupCss from './lookup-view.css?inline';
import { sharedStyles } from './styles.ts';

/** The shared look of the lookup widgets (LookupView): states, "did you mean", sources; one sheet for all. */
export const lookupStyles = sharedStyles(lookupCss);
