// The named checks of spec 1 §6: an action on a subject that a user's abilities allow or refuse. The interface checks
// them (src/abilities), and the server refuses a call whose gates the caller's abilities do not allow: the contract's
// endpoint table names each call's gates (endpoint.ts), server/http/gates.ts checks them.
import type { Service } from './roles.ts';

/** One check of spec 1 §6: may the user do this action on this subject? */
export interface Gate {
  readonly action: string;
  readonly subject: string;
}

const service = (name: Service): Gate => ({ action: name, subject: 'service' });

/** The gates, by what they gate. */
export const gates = {
  // "Ability gates in the interface".
  sidebar: service('sidebar'),
  search: service('search'),
  navController: service('nav_controller'),
  viewController: service('view_controller'),
  bottomDock: service('bottom_dock'),
  closePanel: service('close_panel'),
  /** Save, share, quest-mode navigation and the quest controls; on the server, saving and sharing a quest. */
  saveQuest: { action: 'save', subject: 'Quest' },
  /** Add new Panel. */
  createLayout: { action: 'create', subject: 'Layout' },
  /** Edit layout: moving tabs and panels. */
  rearrangeLayout: { action: 'rearrange', subject: 'Layout' },
  resizeLayout: { action: 'resize', subject: 'Layout' },
  /** The screen recorder; on the server, its upload (POST /custom/scr/upload). */
  recordScreen: { action: 'note', subject: 'ScreenRecording' },

  // The table's rights that calls of the server exercise ("almost all roles", video upload).
  createGraph: { action: 'create', subject: 'Graph' },
  editGraph: { action: 'edit', subject: 'Graph' },
  deleteGraph: { action: 'delete', subject: 'Graph' },
  readGraph: { action: 'read', subject: 'Graph' },
  createNote: { action: 'create', subject: 'Note' },
  editNote: { action: 'edit', subject: 'Note' },
  deleteNote: { action: 'delete', subject: 'Note' },
  readNote: { action: 'read', subject: 'Note' },
  // Tags are written with the note or graph that carries them: writing one writes its tags too.
  createTag: { action: 'create', subject: 'Tag' },
  editTag: { action: 'edit', subject: 'Tag' },
  deleteTag: { action: 'delete', subject: 'Tag' },
  readTag: { action: 'read', subject: 'Tag' },
  uploadImage: { action: 'upload', subject: 'Image' },
  uploadVideo: { action: 'upload', subject: 'Video' },
  /** Granting roles to learners (PUT /admin/users/{username}/roles): Admin's alone. */
  grantRoles: { action: 'grant', subject: 'Role' },
  /** Asking Eddie (spec 2 §7.3): whoever may load the Eddie widget. */
  askEddie: { action: 'load', subject: 'eddie' },
  /** Reading and setting the partner origins kept in the database (/admin/partner-origins): Admin's alone. */
  allowOrigins: { action: 'allow', subject: 'Origin' },

  // The rights of the calls spec 1 §6 leaves to "almost all roles" by saying nothing of them: every role the table
  // names has them through Default, and Zelda0's "deny manage all" takes them away (src/abilities/README.md).
  /** Any upload to POST /file; what its bytes are adds the right of their kind (image, video, audio). */
  uploadFile: { action: 'upload', subject: 'File' },
  uploadAudio: { action: 'upload', subject: 'Audio' },
  readFile: { action: 'read', subject: 'File' },
  createGoal: { action: 'create', subject: 'Goal' },
  editGoal: { action: 'edit', subject: 'Goal' },
  deleteGoal: { action: 'delete', subject: 'Goal' },
  readGoal: { action: 'read', subject: 'Goal' },
  readQuest: { action: 'read', subject: 'Quest' },
  deleteQuest: { action: 'delete', subject: 'Quest' },
  createPrompt: { action: 'create', subject: 'Prompt' },
  editPrompt: { action: 'edit', subject: 'Prompt' },
  deletePrompt: { action: 'delete', subject: 'Prompt' },
  readPrompt: { action: 'read', subject: 'Prompt' },
  /** The prompt playground: a prompt run against the language model. */
  runPrompt: { action: 'run', subject: 'Prompt' },
  /** Logging what the learner did (events, analytics). */
  logEvent: { action: 'create', subject: 'Event' },
  /** The learner's own activity: events, counts, skills. */
  readEvent: { action: 'read', subject: 'Event' },
  /** Points and the leaderboard. */
  readPoints: { action: 'read', subject: 'Points' },
  createState: { action: 'create', subject: 'State' },
  readState: { action: 'read', subject: 'State' },
  /** POST /code-compile. */
  runCode: { action: 'run', subject: 'Code' },
  /** Training a brain with a document (POST /eddie/vector/update). */
  trainBrain: { action: 'train', subject: 'Brain' },
  readBrain: { action: 'read', subject: 'Brain' },
  /** Connecting a brain to the learner's profile, or disconnecting it. */
  editBrain: { action: 'edit', subject: 'Brain' },
  /** Generating, taking and marking a test. */
  takeAssessment: { action: 'take', subject: 'Assessment' },
  readProfile: { action: 'read', subject: 'Profile' },
  /** The learner's own profile, settings and password. */
  editProfile: { action: 'edit', subject: 'Profile' },
  /** A game session's feedback (POST /game-story/feedback). */
  playGame: { action: 'play', subject: 'Game' },
  /** Graph Explore's smart query and the Smart Graph: the graph actions that ask the language model. */
  smartQuery: { action: 'smart_query', subject: 'GraphAction' },
} as const satisfies Record<string, Gate>;
