// The languages the Code Editor offers: those POST /code-compile runs (the contract's list, by the `lang` sent),
// with their names, which are the same in every language the kit speaks.
import { CODE_LANGUAGES, type CodeLanguage } from '../../src/contract/endpoints/compile.ts';

export type { CodeLanguage };

const names: Record<CodeLanguage, string> = { javascript: 'JavaScript', python: 'Python' };

export const languageName = (id: CodeLanguage): string => names[id];

export const codeLanguages = CODE_LANGUAGES.map((id) => ({ id, name: names[id] }));

export const isCodeLanguage = (value: string): value is CodeLanguage =>
  (CODE_LANGUAGES as readonly string[]).includes(value);
