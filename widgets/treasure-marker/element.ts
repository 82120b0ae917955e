import treasureMarkerMessages from 'virtual:tj-messages/treasure-marker';
import { defineWidget } from '../define-widget.ts';
import { questStyles } from '../../src/elements/quest-styles.ts';
import { TreasureMarker, treasureMarkerAttributes } from './TreasureMarker.tsx';

defineWidget('treasure-marker', TreasureMarker, {
  attributes: treasureMarkerAttributes,
  styles: [questStyles],
  messages: [treasureMarkerMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-treasure-marker': HTMLElement;
  }
}
