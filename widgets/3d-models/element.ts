import models3dMessages from 'virtual:tj-messages/3d-models';
import { providerStyles } from '../../src/elements/provider-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './3d-models.css?inline';
import { Models3d, models3dAttributes } from './3dModels.tsx';

defineWidget('3d-models', Models3d, {
  attributes: models3dAttributes,
  styles: [...providerStyles, sharedStyles(css)],
  messages: [models3dMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-3d-models': HTMLElement;
  }
}
