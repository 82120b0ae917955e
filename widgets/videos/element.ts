import videosMessages from 'virtual:tj-messages/videos';
import { providerStyles } from '../../src/elements/provider-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './videos.css?inline';
import { Videos, videosAttributes } from './Videos.tsx';

defineWidget('videos', Videos, {
  attributes: videosAttributes,
  styles: [...providerStyles, sharedStyles(css)],
  messages: [videosMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-videos': HTMLElement;
  }
}
