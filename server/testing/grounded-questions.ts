// The retrieval test set of issue 27: questions written from the demo brain's documents (server/seed/demo-brain) and
// the demo learner's notes (server/seed/demo-content.ts), each with the sentence that answers it.
// An offline answer is right when the first sentence it quotes is that one. bench:eddie prints the share; a test
// holds it at 90% or more.
import type { KnowledgeEngine } from '../knowledge/engine.ts';
import type { Database } from '../db/database.ts';
import type { Account } from '../http/route.ts';
import { brainStore, type BrainStore } from '../ai/brains.ts';
import { composeOfflineAnswer } from '../ai/offline.ts';
import { notesStore } from '../stores/notes.ts';
import { DEMO_BRAIN_NAMESPACE, demoBrainDocuments, otherNotes, photosynthesisNote } from '../seed/demo-content.ts';

/** Where a question is asked: Document Chat on the demo brain, or Eddie over the demo notes. */
type Asked = 'brain' | 'notes';

export const GROUNDED_QUESTIONS: readonly (readonly [Asked, string, string])[] = [
  [
    'brain',
    'How many books may students borrow?',
    'Students may borrow up to four books at a time and keep them for two weeks.',
  ],
  [
    'brain',
    'When does the library close on school days?',
    'The library opens at 8 am and closes at 5 pm on school days, and at noon on Saturdays.',
  ],
  [
    'brain',
    'Can a library book be renewed?',
    'A book can be renewed once at the desk or online, unless another student has reserved it.',
  ],
  [
    'brain',
    'What is the fine for a late book?',
    'Late books cost a fine of ten cents a day, and lost books must be paid for.',
  ],
  [
    'brain',
    'Can I eat near the computers in the library?',
    'Phones stay silent in the reading room, and food is not allowed near the computers.',
  ],
  [
    'brain',
    'What gas do plants release during photosynthesis?',
    'Oxygen is released as a by-product, which is why forests matter for the air we breathe.',
  ],
  [
    'brain',
    'What does ATP power in the cell?',
    'Inside the mitochondria, glucose reacts with oxygen and produces carbon dioxide, water and ATP, the molecule that powers muscle contraction and most other work in the cell.',
  ],
  [
    'brain',
    'During which phase do chromosomes line up in the middle of the cell?',
    'The chromosomes are copied, line up in the middle of the cell during metaphase, and are pulled apart to opposite ends before the cell splits.',
  ],
  [
    'brain',
    'Which base pairs with adenine in DNA?',
    'The bases adenine, thymine, guanine and cytosine pair up across the strands, adenine with thymine and guanine with cytosine, and their order spells out the genetic instructions that a cell reads to build proteins.',
  ],
  [
    'brain',
    'Why is a very high fever dangerous?',
    'High temperatures denature an enzyme, changing its shape so it stops working, which is why a very high fever is dangerous.',
  ],
  [
    'brain',
    'What do antibodies do?',
    'Antibodies made by B cells latch onto invaders and mark them for destruction, and memory cells remember a germ, so a vaccine can train the immune system before a real infection ever happens.',
  ],
  [
    'brain',
    'How long does the Moon take to orbit Earth?',
    'As it orbits Earth over about 29.5 days we see different amounts of its lit half, from the new moon through the waxing crescent and the full moon back to the waning crescent.',
  ],
  [
    'brain',
    'When do spring tides happen?',
    'Spring tides, the highest, happen when the Sun and Moon line up at new and full moon.',
  ],
  [
    'brain',
    'How many high tides do most coasts see each day?',
    'Most coasts see two high tides and two low tides every day.',
  ],
  [
    'brain',
    'What becomes visible during a total eclipse?',
    "During a total eclipse the sky darkens in the daytime and the Sun's faint outer atmosphere, the corona, becomes visible.",
  ],
  [
    'brain',
    'What is the tallest volcano in the solar system?',
    'It has the tallest volcano in the solar system, Olympus Mons, and two small moons called Phobos and Deimos.',
  ],
  [
    'brain',
    'What is the biggest moon of Jupiter?',
    'Its Great Red Spot is a storm wider than Earth that has raged for centuries, and dozens of moons orbit it, including Ganymede, the biggest moon of all.',
  ],
  [
    'brain',
    'By how many degrees is the axis of Earth tilted?',
    'Earth has seasons because its axis is tilted by about 23.5 degrees.',
  ],
  [
    'brain',
    'Who built the printing press with movable type?',
    'Around 1440 Johannes Gutenberg built a printing press with movable metal type in Mainz.',
  ],
  [
    'brain',
    'Who improved the steam engine?',
    'Steam engines improved by James Watt powered factories and later railways, and textile mills moved work from homes into factories, so many families left farms for fast-growing cities.',
  ],
  [
    'brain',
    'How did stone arches help the aqueducts cross valleys?',
    'The channels sloped gently downhill so that gravity alone moved the water, and stone arches carried them across valleys, as at the Pont du Gard in France.',
  ],
  [
    'brain',
    'What did merchants bring back along the Silk Road?',
    'Merchants carried silk, spices and paper westward and brought back horses, glassware and silver, and religions such as Buddhism travelled along the same paths.',
  ],
  [
    'brain',
    'What became the symbol of the French Revolution?',
    'The storming of the Bastille prison on 14 July became its symbol, and the Declaration of the Rights of Man proclaimed liberty and equality for citizens.',
  ],
  [
    'brain',
    'What is precipitation?',
    'It falls back as rain or snow, called precipitation, and runs off into rivers or soaks into the ground before the cycle begins again.',
  ],
  [
    'brain',
    'What does boiling turn water into?',
    'Heating ice melts it into liquid water and boiling turns that water into steam, because the particles gain energy and move more freely; cooling reverses each change.',
  ],
  [
    'brain',
    'What is the pH of pure water?',
    'Lemon juice and vinegar are acids with a low pH, soap and baking soda are bases with a high pH, and pure water is neutral at 7.',
  ],
  [
    'brain',
    'What happens in a parallel circuit when one bulb breaks?',
    'In a series circuit the components share one path, so if a single bulb breaks all the others go out; in a parallel circuit each bulb has its own branch and stays lit.',
  ],
  [
    'brain',
    'Do like poles of magnets attract or repel?',
    "Opposite poles attract and like poles repel, and a compass works because its needle is a small magnet that lines up with Earth's magnetic field and points north.",
  ],
  [
    'brain',
    'How fast does sound move in air?',
    'It moves at about 343 metres per second in air, and a higher frequency of vibration is heard as a higher pitch.',
  ],
  [
    'notes',
    'Why do leaves look green?',
    'In the chloroplasts of leaf cells, chlorophyll absorbs light energy, mostly red and blue light; it reflects green light, which is why leaves look green.',
  ],
  [
    'notes',
    'Where do the light-dependent reactions take place?',
    'The light-dependent reactions take place in the thylakoid membranes and split water: that is where the oxygen comes from.',
  ],
  [
    'notes',
    'What does the Calvin cycle fix into sugar?',
    'The Calvin cycle in the stroma then fixes carbon dioxide into sugar.',
  ],
  [
    'notes',
    'How much of the Earth’s water is salt water?',
    "About 97% of the Earth's water is salt water in the oceans.",
  ],
  [
    'notes',
    'What is transpiration?',
    'The sun heats surface water and it evaporates; plants also give off water vapour through their leaves (transpiration).',
  ],
  [
    'notes',
    'How do clouds form?',
    'Rising moist air cools, and the vapour condenses into tiny droplets that form clouds.',
  ],
  [
    'notes',
    'How many people live in Paris?',
    'About 2.1 million people live in the city itself and more than 12 million in the wider metropolitan area.',
  ],
  [
    'notes',
    'When was the Eiffel Tower built?',
    'Landmarks: the Eiffel Tower, built for the World Fair of 1889; Notre-Dame cathedral on the Île de la Cité; the Louvre, once a royal palace, now the most visited art museum in the world and home of the Mona Lisa.',
  ],
  [
    'notes',
    'How many arrondissements does Paris have?',
    'The city is divided into 20 arrondissements that spiral clockwise outwards from the centre.',
  ],
];

/** The first sentence an offline answer quotes: its first list line without the citation and the escapes. */
export function firstQuoted(answer: string): string {
  const line = answer.split('\n').find((text) => text.startsWith('- ')) ?? '';
  return line
    .slice(2)
    .replace(/ \([^()]*(?:\([^()]*\)[^()]*)*\)$/, '')
    .replace(/\\(.)/g, '$1');
}

/** Trains the learner's demo brain on the demo documents, as the seed does through the API; answers its id. */
export async function trainDemoBrain(brains: BrainStore, learner: Account): Promise<string> {
  let brain = '';
  for (const { name, text } of demoBrainDocuments()) {
    const document = { name, type: 'text/markdown' as const, size: text.length, text };
    ({ vectorStoreId: brain } = await brains.train(learner, DEMO_BRAIN_NAMESPACE, document));
  }
  return brain;
}

export interface GroundedScore {
  right: number;
  total: number;
  /** "question → what was quoted first" for each wrong one. */
  misses: string[];
}

/**
 * Gives the learner the demo brain and the demo notes, asks each question offline as Document Chat (the brain) or
 * Eddie (the notes) ask it, and counts the answers whose first quoted sentence is the expected one.
 */
export async function scoreGroundedAnswers(
  db: Database,
  knowledge: KnowledgeEngine,
  learner: Account,
): Promise<GroundedScore> {
  const brains = brainStore(db);
  const notes = notesStore(db);
  const brain = await trainDemoBrain(brains, learner);
  for (const note of [photosynthesisNote, ...otherNotes]) await notes.create(learner, note.value);
  const misses: string[] = [];
  for (const [asked, prompt, expected] of GROUNDED_QUESTIONS) {
    const passages = asked === 'brain' ? await brains.search(learner, [brain], prompt) : [];
    const question = { owner: learner, prompt, maxWords: 300, context: [], lang: 'en' as const, passages };
    const answer = await composeOfflineAnswer({ knowledge, notes }, { ...question, brainOnly: asked === 'brain' });
    const quoted = firstQuoted(answer);
    if (!quoted.startsWith(expected)) misses.push(`${prompt} → ${quoted}`);
  }
  return { right: GROUNDED_QUESTIONS.length - misses.length, total: GROUNDED_QUESTIONS.length, misses };
}
