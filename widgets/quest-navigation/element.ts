import questNavigationMessages from 'virtual:tj-messages/quest-navigation';
import { defineWidget } from '../define-widget.ts';
import { questStyles } from '../../src/elements/quest-styles.ts';
import { QuestNavigation, questNavigationAttributes } from './QuestNavigation.tsx';

defineWidget('quest-navigation', QuestNavigation, {
  attributes: questNavigationAttributes,
  styles: [questStyles],
  messages: [questNavigationMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-quest-navigation': HTMLElement;
  }
}
