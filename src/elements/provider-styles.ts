import providerCss from './provider-view.css?inline';
import { lookupStyles } from './lookup-styles.ts';
import { sharedStyles } from './styles.ts';

/** The shared look of the widgets over live providers (ProviderView): the lookup states, then the result list. */
export const providerStyles = [lookupStyles, sharedStyles(providerCss)] as const;
