// What the demo learner has written: real notes, a graph, a goal and a quest a learner of photosynthesis, the
// water cycle and Paris would make; the brain they trained on their school's documents; and a demo learner per role.
// Each is a body of the contract, so the types check it against the API.
import { readdirSync, readFileSync } from 'node:fs';
import { graphEdgeSchema, graphNodeSchema } from '../../src/contract/graph.ts';
import type { MutationRecord } from '../../src/contract/quests.ts';
import type { Role } from '../../src/contract/roles.ts';
import type { BodyOf } from './in-process-client.ts';

export const DEMO_ACCOUNT = {
  username: 'demo',
  password: 'thoughtkit-demo',
  firstName: 'Demo Learner',
  email: 'demo@thoughtkit.local',
} as const satisfies BodyOf<'auth.signup'>;

/**
 * One demo learner per role of spec 1 §6, granted that role alone, to try what each role may do. They sign in with
 * the demo learner's password. Usernames ignore case, so the two auditors need two names.
 */
export const ROLE_ACCOUNTS = {
  Default: 'demo-default',
  Guest: 'demo-guest',
  User: 'demo-user',
  Auditor: 'demo-auditor',
  auditor: 'demo-lowercase-auditor',
  Ninja: 'demo-ninja',
  Moderator: 'demo-moderator',
  Admin: 'demo-admin',
  'Open User': 'demo-open-user',
  Leap: 'demo-leap',
  VIP: 'demo-vip',
  Zelda0: 'demo-zelda0',
  Bootcampfall23: 'demo-bootcampfall23',
  SignalSchool: 'demo-signalschool',
} as const satisfies Record<Role, string>;

/** The signup of a role's demo learner. */
export const roleAccount = (role: Role): BodyOf<'auth.signup'> => ({
  username: ROLE_ACCOUNTS[role],
  password: DEMO_ACCOUNT.password,
  firstName: `Demo ${role}`,
  email: `${ROLE_ACCOUNTS[role]}@thoughtkit.local`,
});

/** Where the demo data says it comes from (events and notes carry a dataSource). */
const DATA_SOURCE = 'tj-server-seed';

const note = (noteTitle: string, tags: string[], text: string): BodyOf<'notes.create'> => ({
  verb: 'NOTED',
  value: { noteTitle, note: text, type: 'note', tags },
  actor: DEMO_ACCOUNT.username,
  dataSource: DATA_SOURCE,
});

export const photosynthesisNote = note(
  'Photosynthesis',
  ['biology', 'plants'],
  [
    'Plants make their own food by photosynthesis. In the chloroplasts of leaf cells, chlorophyll absorbs light',
    'energy, mostly red and blue light; it reflects green light, which is why leaves look green. The plant uses',
    'that energy to turn carbon dioxide from the air and water from the soil into glucose, and gives off oxygen.',
    '',
    '6 CO2 + 6 H2O + light energy → C6H12O6 + 6 O2',
    '',
    'The light-dependent reactions take place in the thylakoid membranes and split water: that is where the',
    'oxygen comes from. The Calvin cycle in the stroma then fixes carbon dioxide into sugar.',
    '',
    '- [x] Learn the word equation',
    '- [x] Find out where the oxygen comes from',
    '- [ ] Draw a chloroplast and label the thylakoids and the stroma',
  ].join('\n'),
);

export const otherNotes = [
  note(
    'The water cycle',
    ['geography', 'water'],
    [
      'Water keeps moving between the oceans, the air and the land. The sun heats surface water and it',
      'evaporates; plants also give off water vapour through their leaves (transpiration). Rising moist air cools,',
      'and the vapour condenses into tiny droplets that form clouds. When the droplets grow heavy enough they fall',
      'as precipitation: rain, snow, sleet or hail. On land the water runs off into rivers and lakes or soaks into',
      'the ground as groundwater, and in the end flows back to the sea, where the cycle starts again.',
      '',
      "About 97% of the Earth's water is salt water in the oceans.",
    ].join('\n'),
  ),
  note(
    'Paris',
    ['geography', 'cities'],
    [
      'Paris is the capital and largest city of France. It lies on the river Seine in the north of the country.',
      'About 2.1 million people live in the city itself and more than 12 million in the wider metropolitan area.',
      '',
      'Landmarks: the Eiffel Tower, built for the World Fair of 1889; Notre-Dame cathedral on the Île de la Cité;',
      'the Louvre, once a royal palace, now the most visited art museum in the world and home of the Mona Lisa.',
      'The city is divided into 20 arrondissements that spiral clockwise outwards from the centre.',
    ].join('\n'),
  ),
];

/**
 * The demo learner's brain (spec 1 §3): the school library's rules and short texts on biology, astronomy, history and
 * physics (server/seed/demo-brain), for Document Chat and Eddie to answer from.
 */
export const DEMO_BRAIN_NAMESPACE = 'School library, science and history';
const DEMO_BRAIN_FOLDER = new URL('./demo-brain/', import.meta.url);

/** A document of the demo brain: its file name and its markdown. */
export interface DemoDocument {
  name: string;
  text: string;
}

/** The demo brain's documents, in the order of their names. */
export const demoBrainDocuments = (): DemoDocument[] =>
  readdirSync(DEMO_BRAIN_FOLDER)
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, DEMO_BRAIN_FOLDER), 'utf8') }));

type DemoNode = { id: string; label: string; description: string };

const photosynthesisNodes: DemoNode[] = [
  {
    id: 'photosynthesis',
    label: 'Photosynthesis',
    description: 'How plants turn light, water and carbon dioxide into food.',
  },
  { id: 'leaf', label: 'Leaf', description: 'The main site of photosynthesis in most plants.' },
  {
    id: 'chloroplast',
    label: 'Chloroplast',
    description: 'The organelle of plant cells where photosynthesis happens.',
  },
  { id: 'chlorophyll', label: 'Chlorophyll', description: 'The green pigment that absorbs red and blue light.' },
  { id: 'light', label: 'Light', description: 'The energy source, usually sunlight.' },
  { id: 'water', label: 'Water', description: 'Taken up by the roots; split to release oxygen.' },
  { id: 'carbon-dioxide', label: 'Carbon dioxide', description: 'Taken in from the air through the stomata.' },
  { id: 'glucose', label: 'Glucose', description: 'The sugar the plant makes and uses for energy and growth.' },
  { id: 'oxygen', label: 'Oxygen', description: 'Given off into the air as a by-product.' },
];

const photosynthesisEdges: [source: string, label: string, target: string][] = [
  ['leaf', 'contains', 'chloroplast'],
  ['chloroplast', 'contains', 'chlorophyll'],
  ['photosynthesis', 'takes place in', 'chloroplast'],
  ['chlorophyll', 'absorbs', 'light'],
  ['light', 'powers', 'photosynthesis'],
  ['water', 'is used by', 'photosynthesis'],
  ['carbon-dioxide', 'is used by', 'photosynthesis'],
  ['photosynthesis', 'produces', 'glucose'],
  ['photosynthesis', 'releases', 'oxygen'],
];

export const photosynthesisGraph: BodyOf<'graphs.create'> = {
  actor: DEMO_ACCOUNT.username,
  graph_dimension: 'explore_library',
  access: 'private',
  metadata: { anchor: 'photosynthesis' },
  tags: ['biology', 'plants'],
  g6_data: {
    graph_name: 'Photosynthesis',
    graph_type: 'explore',
    gdata: {
      nodes: photosynthesisNodes.map(({ id, label, description }) => ({
        id,
        label,
        tjType: 'custom-node',
        description: { content: description },
      })),
      edges: photosynthesisEdges.map(([source, label, target]) => ({
        id: `${source}-${target}`,
        source,
        target,
        label,
        style: { endArrow: true },
      })),
    },
  },
};

export const plantsGoal: BodyOf<'goals.create'> = { goal: 'Understand how plants make food' };

/** The path the demo learner took through their thoughts, from photosynthesis to the sugar it makes. */
const questPath = ['Photosynthesis', 'Chloroplast', 'Chlorophyll', 'Calvin cycle', 'Glucose'];
const questNodes = questPath.map((label) => ({ id: label.toLowerCase().replace(/\s+/g, '-'), label }));
const questEdges = questNodes.slice(1).map((node, index) => ({
  id: `${questNodes[index]?.id ?? ''}->${node.id}`,
  source: questNodes[index]?.id ?? '',
  target: node.id,
}));

/** A learner's recording replays one step a second (spec 1 §4). */
const STEP_MILLIS = 1000;

/**
 * The exploration the quest replays, as the graph core records it: each thought appears, then the edge that led to it,
 * one step a second, so following the quest draws the path on the graph.
 */
const questRecords: MutationRecord[] = questNodes.flatMap((node, index) => {
  const edge = questEdges[index - 1];
  return [
    { mutation: { type: 'addNode', node: graphNodeSchema.parse(node) }, timeDeltaMillis: STEP_MILLIS },
    ...(edge
      ? [{ mutation: { type: 'addEdge', edge: graphEdgeSchema.parse(edge) }, timeDeltaMillis: STEP_MILLIS }]
      : []),
  ];
});

export const plantsQuest: BodyOf<'quests.create'> = {
  general_information: { title: 'How plants make food' },
  thought_map: { nodes: questNodes, edges: questEdges, mutations: questRecords },
};
