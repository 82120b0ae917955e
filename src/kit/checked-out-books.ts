// The page's one reader of the learner's books (Book Library's "Your books"); a check-out reads them again.
import { createCheckedOutBooks } from '../library/checked-out-books.ts';
import { kitApi } from './api.ts';
import { session } from './session.ts';

export const checkedOutBooks = createCheckedOutBooks({ api: kitApi, user: session.signals.user });
