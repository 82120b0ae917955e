// The page's one administration core, over the kit's API client (the administration page is its one reader).
import { createAdministration } from '../admin/administration.ts';
import { kitApi } from './api.ts';

export const administration = createAdministration({ api: kitApi });
