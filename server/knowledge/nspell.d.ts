// nspell ships no types; this is the part of its API the speller uses (github.com/wooorm/nspell, readme "API").
declare module 'nspell' {
  interface NSpell {
    correct(word: string): boolean;
    suggest(word: string): string[];
  }
  function nspell(dictionary: { aff: Uint8Array | string; dic?: Uint8Array | string }): NSpell;
  export default nspell;
}
