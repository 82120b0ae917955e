// Eddie's calls about a thought (spec 2 §7.3): a whole answer (/eddie/query, /eddie/prompt, /eddie/prompt/info), the
// node information streamed by section, a graph explored from a query, a quest's nodes grouped into steps, a smart
// file's download, a node's generated properties and a note's diary insight. With a language model, what must be
// data (a graph, properties) is asked as JSON and checked; an answer that does not parse is a 502 with a message.
// Without one, the knowledge engine and the learner's own notes answer (offline.ts, knowledge-answers.ts).
import type { Context } from 'hono';
import { z } from 'zod';
import { DEFAULT_MAX_WORDS } from '../../src/contract/eddie.ts';
import type { NodeInfoSection } from '../../src/contract/endpoints/eddie.ts';
import type { NodeProp } from '../../src/contract/graph.ts';
import type { ApiArea } from '../api.ts';
import { HttpError } from '../http/errors.ts';
import type { Account, ApiEnv } from '../http/route.ts';
import { engineWithIntent, usableIntent, withIntent } from '../prompts/intent.ts';
import { filesStore } from '../stores/files.ts';
import { itemId } from '../stores/ids.ts';
import { notesStore } from '../stores/notes.ts';
import { answerResponse } from './answer-response.ts';
import { answeringEngine, type EddieDeps } from './area.ts';
import { brainStore } from './brains.ts';
import { embedderOf } from './embeddings.ts';
import { idOf, labelOf } from './node-ref.ts';
import {
  dictionaryProperties,
  exploreGraph,
  questGroups,
  videoPhrases,
  exploreQuestions,
} from './knowledge-answers.ts';
import { noteText, piecesOf } from './offline.ts';
import type { AiProvider, AiQuestion } from './provider.ts';

const NOTE_NOT_FOUND = 'server.library.noteNotFound';
const INVALID_JSON = 'server.eddie.invalidJson';

/** What a model is asked to write for each section of the node information. */
const SECTION_ASKS: Record<NodeInfoSection, (term: string) => string> = {
  article: (term) => `Write a short article in markdown that explains “${term}” to a learner.`,
  questions: (term) =>
    `List five questions, as a markdown list, that a learner who has just read about “${term}” could explore next.`,
  video: (term) =>
    `List five search phrases, as a markdown list, that would find good explanatory videos about “${term}”.`,
};

/** A graph as a model writes it; ids and labels its own, every edge between nodes it names. */
const modelGraphSchema = z
  .object({
    nodes: z
      .array(
        z.object({
          id: z.string().min(1).max(200),
          label: z.string().min(1).max(200),
          description: z.string().optional(),
        }),
      )
      .min(1)
      .max(60),
    edges: z
      .array(z.object({ source: z.string().min(1), target: z.string().min(1), label: z.string().max(200).default('') }))
      .max(120),
  })
  .refine(({ nodes, edges }) => {
    const ids = new Set(nodes.map((node) => node.id));
    return edges.every((edge) => ids.has(edge.source) && ids.has(edge.target));
  });

/** Properties as a model writes them: names to plain values. */
const modelPropertiesSchema = z
  .record(z.string().trim().min(1).max(100), z.union([z.string(), z.number(), z.boolean()]))
  .refine((props) => Object.keys(props).length > 0);

/** The JSON in a model's answer, without the code fence a model often puts around it; undefined when it is none. */
export function jsonIn(answer: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(answer);
  try {
    return JSON.parse((fenced?.[1] ?? answer).trim());
  } catch {
    return undefined;
  }
}

/** The engine's answer as data: the model's JSON, checked; anything else is a 502 that says so. */
function parsedOutput<S extends z.ZodType>(answer: string, schema: S): z.infer<S> {
  const parsed = schema.safeParse(jsonIn(answer));
  if (!parsed.success) throw new HttpError(502, INVALID_JSON);
  return parsed.data;
}

/** An engine answering with a text already composed (the knowledge engine's), streamed as the offline engine does. */
const composed = (text: string): AiProvider => ({
  model: 'offline',
  async *answer(_question, signal) {
    for (const piece of piecesOf(text)) {
      signal.throwIfAborted();
      yield piece;
    }
  },
});

export function createEddieCalls(deps: EddieDeps): ApiArea {
  const engine = answeringEngine(deps);
  const offline = engine.model === 'offline';
  const brains = brainStore(deps.db, embedderOf(deps.ai));
  const files = filesStore(deps.db);
  const notes = notesStore(deps.db);
  const { knowledge } = deps;
  /** Learners whose property generator is running: a second run waits for the first (spec 1 §3 node function). */
  const generating = new Set<string>();

  /**
   * A question of the learner's, grounded in their connected brains as Eddie's own questions are, unless `extra`
   * gives the passages (none, for what is asked as data).
   */
  async function questionOf(owner: Account, c: Context<ApiEnv>, prompt: string, extra: Partial<AiQuestion> = {}) {
    return {
      owner,
      prompt,
      maxWords: DEFAULT_MAX_WORDS,
      context: [],
      lang: c.get('lang'),
      passages: extra.passages ?? (await brains.search(owner, await brains.connectedIds(owner), prompt)),
      ...extra,
    } satisfies AiQuestion;
  }

  /** The engine's whole answer, through the one answer path (a model server that fails is a 502 there). */
  async function wholeAnswer(c: Context<ApiEnv>, question: AiQuestion, by: AiProvider = engine) {
    return (await answerResponse(c, { engine: by, question, stream: false })).text();
  }

  return (api) => {
    api.implement('eddie.query', async ({ account, body }, c) => ({
      chatResponse: await wholeAnswer(c, await questionOf(account, c, body.prompt)),
    }));

    api.implement('eddie.prompt', async ({ account, body }, c) => ({
      prompt: body.prompt,
      answer: await wholeAnswer(c, await questionOf(account, c, body.prompt)),
    }));

    // Information about a term: the offline engine finds the term in the prompt itself, a model is asked to explain it.
    api.implement('eddie.promptInfo', async ({ account, body }, c) => ({
      prompt: body.prompt,
      answer: await wholeAnswer(
        c,
        await questionOf(account, c, offline ? body.prompt : SECTION_ASKS.article(body.prompt)),
      ),
    }));

    api.implement('eddie.promptInfoStream', async ({ account, body }, c) => {
      const lang = c.get('lang');
      const intent = await usableIntent(deps.db, account, body.prompt_id);
      const section = body.node_info_section;
      if (offline && section !== 'article') {
        const text =
          section === 'questions'
            ? exploreQuestions(knowledge, body.prompt, lang)
            : videoPhrases(knowledge, body.prompt, lang);
        return answerResponse(c, {
          engine: engineWithIntent(composed(text), intent, lang),
          // The composed text is the answer: nothing to ground.
          question: await questionOf(account, c, body.prompt, { passages: [] }),
        });
      }
      // The thought's context (what the learner was reading) goes to a model as material, never to the offline
      // engine, which would look up every word of it.
      const context =
        body.context === undefined || body.context === '' ? '' : `\n\nContext: ${JSON.stringify(body.context)}`;
      const prompt = offline ? body.prompt : `${SECTION_ASKS[section](body.prompt)}${context}`;
      return answerResponse(c, withIntent({ engine, question: await questionOf(account, c, prompt) }, intent));
    });

    api.implement('eddie.exploreGraph', async ({ account, body }, c) => {
      const selected = (body.selectedNodes ?? []).map(labelOf).filter((label) => label !== undefined);
      if (offline) return { ...exploreGraph(knowledge, body.query, selected) };
      const anchor = labelOf(body.anchor);
      const ask = [
        `Draw a knowledge graph for a learner exploring “${body.query}” (mode: ${body.mode}).`,
        selected.length > 0 ? `Build on these selected nodes: ${selected.join(', ')}.` : '',
        anchor ? `The learner's anchor is “${anchor}”.` : '',
        'Answer with JSON only, no prose: {"nodes":[{"id":"...","label":"...","description":"..."}],' +
          '"edges":[{"source":"<node id>","target":"<node id>","label":"<relation, read source label target>"}]}.',
      ].join(' ');
      const graph = parsedOutput(
        await wholeAnswer(c, await questionOf(account, c, ask, { passages: [] })),
        modelGraphSchema,
      );
      return {
        nodes: graph.nodes.map(({ id, label, description = '' }) => ({
          id,
          label,
          type: 'circle',
          tjType: 'openai_logic_node' as const,
          description: { content: description },
        })),
        edges: graph.edges.map((edge) => ({ ...edge, id: `${edge.source}-${edge.target}` })),
      };
    });

    api.implement('eddie.questsGroup', async ({ body }) => ({
      groups: questGroups(knowledge, body.nodeIds, idOf(body.anchor)),
    }));

    api.implement('eddie.smartFile', async ({ account, body }) => {
      const file = await files.get(account, body.fileId);
      return [{ ...file, url: file.Location }];
    });

    api.implement('eddie.nodeProperties', async ({ account, body }, c) => {
      if (generating.has(account.id)) throw new HttpError(409, 'server.eddie.generatorBusy');
      generating.add(account.id);
      try {
        if (offline) return { props: dictionaryProperties(knowledge, body.label, body.numberOfQuestions) };
        const ask = [
          `Ask ${body.numberOfQuestions} questions about “${body.label}” and answer each briefly.`,
          body.prompt ? `The learner asks: ${body.prompt}` : '',
          body.value ? `The value to work with: ${body.value}` : '',
          body.variable ? `Name each property starting with “${body.variable}”.` : '',
          `Answer with JSON only, no prose: one object of at most ${body.numberOfQuestions} properties, each a short`,
          'property name mapped to its answer (a string or a number).',
        ].join(' ');
        const answer = await wholeAnswer(c, await questionOf(account, c, ask, { passages: [] }));
        const generated = parsedOutput(answer, modelPropertiesSchema);
        const props: Record<string, NodeProp> = Object.fromEntries(
          Object.entries(generated)
            .slice(0, body.numberOfQuestions)
            .map(([name, value]) => [name, { value, type: typeof value }]),
        );
        return { props };
      } finally {
        generating.delete(account.id);
      }
    });

    // The diary insight (spec 1 §4, spec 2 §8): loading (progress 0) while Eddie writes it, then completed (100)
    // with the insight in the note; a failure leaves the note in error and answers the failure.
    api.implement('skills.diaryInsights', async ({ account, body }, c) => {
      const note = await notes.get(account, body.noteId);
      const id = itemId(body.noteId, NOTE_NOT_FOUND);
      const mark = (status: 'loading' | 'completed' | 'error', progress: number | null, insight?: object) =>
        deps.db.query(
          `update notes set status = $3, progress = coalesce($4, progress),
                  value = case when $5::jsonb is null then value else value || jsonb_build_object('insight', $5::jsonb) end
            where id = $1 and actor = $2`,
          [id, account.id, status, progress, insight === undefined ? null : JSON.stringify(insight)],
        );
      await mark('loading', 0);
      try {
        const text = noteText(note);
        const asked = body.prompt.trim() || text;
        const prompt = offline
          ? `${asked}\n${text}`
          : `Write a ${body.type || 'short'} insight on this diary note of the learner's. ${asked}\n\nThe note: """${text.replaceAll('"""', '"')}"""`;
        const insight = await wholeAnswer(c, await questionOf(account, c, prompt, { passages: [] }));
        await mark('completed', 100, { type: body.type, prompt: body.prompt, text: insight });
      } catch (error) {
        await mark('error', null);
        throw error;
      }
      return notes.get(account, body.noteId);
    });
  };
}
