import fileUploadMessages from 'virtual:tj-messages/file-upload';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './file-upload.css?inline';
import { FileUpload, fileUploadAttributes } from './FileUpload.tsx';

defineWidget('file-upload', FileUpload, {
  attributes: fileUploadAttributes,
  styles: [lookupStyles, learnerDataStyles, sharedStyles(css)],
  messages: [fileUploadMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-file-upload': HTMLElement;
  }
}
