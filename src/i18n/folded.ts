/** Text as a filter compares it: case- and accent-blind, so "eclair" finds "Éclair". */
export const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
