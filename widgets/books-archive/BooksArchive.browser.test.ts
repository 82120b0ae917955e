/// <reference types="mocha" />
import { describeArchiveShelf } from '../../src/testing/archive-shelf-suite.ts';
import './index.ts';

describeArchiveShelf('tj-books-archive', 'Search a word to find scanned books about it in the Internet Archive.');
