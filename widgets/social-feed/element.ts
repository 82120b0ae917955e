import socialFeedMessages from 'virtual:tj-messages/social-feed';
import { providerStyles } from '../../src/elements/provider-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './social-feed.css?inline';
import { SocialFeed, socialFeedAttributes } from './SocialFeed.tsx';

defineWidget('social-feed', SocialFeed, {
  attributes: socialFeedAttributes,
  styles: [...providerStyles, sharedStyles(css)],
  messages: [socialFeedMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-social-feed': HTMLElement;
  }
}
