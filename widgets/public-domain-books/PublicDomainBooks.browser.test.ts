/// <reference types="mocha" />
import { describeArchiveShelf } from '../../src/testing/archive-shelf-suite.ts';
import './index.ts';

describeArchiveShelf(
  'tj-public-domain-books',
  'Search a word to find public-domain books about it that you can read online for free.',
);
