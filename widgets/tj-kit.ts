// The script partners link (dist/kit/tj-kit.js): the autoloader, given the registry. It loads each widget's
// definition when its tag first appears in the page.
import { startAutoloader } from '../src/loader/autoloader.ts';
import { findWidget } from './registry.ts';

export const { discover } = startAutoloader(findWidget);
