// The page's one diary-insights core: the Notes Library and the Editor ask for a note's insight through it, and the
// answered note goes back to the notes core (the Editor's open note, the library's page).
import { createDiaryInsights } from '../notes/diary-insight.ts';
import { kitApi } from './api.ts';
import { notes } from './notes.ts';

export const diaryInsights = createDiaryInsights({ api: kitApi, noteChanged: notes.actions.changed });
