import questCheckpointMessages from 'virtual:tj-messages/quest-checkpoint';
import { defineWidget } from '../define-widget.ts';
import { questStyles } from '../../src/elements/quest-styles.ts';
import { QuestCheckpoint, questCheckpointAttributes } from './QuestCheckpoint.tsx';

defineWidget('quest-checkpoint', QuestCheckpoint, {
  attributes: questCheckpointAttributes,
  styles: [questStyles],
  messages: [questCheckpointMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-quest-checkpoint': HTMLElement;
  }
}
