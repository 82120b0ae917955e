// The script partners link (dist/kit/tj-kit.js): the autoloader, given the registry. It loads each widget's
// definition when its tag first appears in the page.
import '../src/contract/zod-jitless.ts';
import { startAutoloader } from '../src/loader/autoloader.ts';
import { findWidget } from './registry.ts';

export const { discover } = startAutoloader(findWidget);

// The page itself and its frames (a game) talk to the widgets through the protocol's messages (src/protocol/).
void import('../src/kit/partner-page.ts').then(({ servePartnerPage }) => servePartnerPage());
