import ongoingQuestMessages from 'virtual:tj-messages/ongoing-quest';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { defineWidget } from '../define-widget.ts';
import { graphStyles } from '../../src/elements/graph-styles.ts';
import { questStyles } from '../../src/elements/quest-styles.ts';
import { OngoingQuest, ongoingQuestAttributes } from './OngoingQuest.tsx';

defineWidget('ongoing-quest', OngoingQuest, {
  attributes: ongoingQuestAttributes,
  styles: [lookupStyles, graphStyles, questStyles],
  messages: [ongoingQuestMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-ongoing-quest': HTMLElement;
  }
}
