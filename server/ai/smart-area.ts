// The smart graph's calls (spec 2 §7.4 /g6graph/smart/*, §7.3 smart-messages, smart-charts, smart-run): a saved
// graph's own thread (its memory_id), answers grounded in the graph, the passages of its vector store, and the nodes
// the graph rail suggests. Only those who may read the graph may use its thread; anyone else gets 404.
import type { Context } from 'hono';
import { DEFAULT_MAX_WORDS } from '../../src/contract/eddie.ts';
import type { ApiArea } from '../api.ts';
import type { FileStore } from '../files/file-store.ts';
import { uploadKeeper } from '../files/index.ts';
import { checkUpload, type CheckedUpload } from '../files/upload-check.ts';
import { HttpError } from '../http/errors.ts';
import type { ApiEnv, Caller } from '../http/route.ts';
import type { EddieDeps } from './area.ts';
import { answerResponse } from './answer-response.ts';
import { chartsOf, graphEngine, graphPassages, railSuggestions, searchGraph } from './smart-graph.ts';
import { smartThreads, type SmartThread } from './smart-threads.ts';

/** Earlier exchanges of the thread a model is given. */
export const SMART_CONTEXT_EXCHANGES = 5;

/** An attached image as a data: URL (its bytes checked first: an image within the upload limit). */
const dataUrlOf = ({ type, bytes }: CheckedUpload) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

export interface SmartGraphDeps extends EddieDeps {
  /** Where the image of a question is kept, as the asker's file. */
  files: FileStore;
}

export function createSmartGraph(deps: SmartGraphDeps): ApiArea {
  const threads = smartThreads(deps.db);
  const keepUpload = uploadKeeper({ db: deps.db, store: deps.files });
  return (api) => {
    /** One question to a thread, answered as a stream and kept in the thread with its answer. */
    async function run(
      c: Context<ApiEnv>,
      {
        account,
        thread,
        prompt,
        file,
      }: { account: Caller; thread: SmartThread; prompt: string; file?: Blob | undefined },
    ) {
      const upload = file ? await checkUpload(file, ['image']) : undefined;
      const image = upload ? dataUrlOf(upload) : undefined;
      const passages = graphPassages(thread.graph.g6_data);
      const grounding = {
        graphName: thread.graph.g6_data.graph_name,
        passages,
        matching: await searchGraph(deps.db, passages, prompt),
        ...(image ? { image } : {}),
      };
      const question = {
        owner: account,
        prompt,
        maxWords: DEFAULT_MAX_WORDS,
        context: await threads.context(thread, SMART_CONTEXT_EXCHANGES),
        lang: c.get('lang'),
      };
      return answerResponse(c, {
        engine: graphEngine(deps.ai, grounding),
        question,
        // The image is kept with the answered question only: a failed answer leaves no file behind.
        finished: async (answer) =>
          threads.keep(thread, account, {
            question: prompt,
            answer,
            withImage: upload !== undefined,
            fileId: upload ? (await keepUpload(account, upload)).fileId : undefined,
          }),
      });
    }

    api.implement('graphs.smartCreate', async ({ account, body }) => ({
      graphMemoryObject: await threads.create(account, body.graphId),
    }));

    api.implement('graphs.smartMessages', async ({ account, body }) =>
      threads.messages(await threads.ofGraph(account, body.graphId)),
    );

    api.implement('graphs.smartResetThread', async ({ account, body }) =>
      threads.reset(await threads.ofGraph(account, body.graphId)),
    );

    api.implement('graphs.smartRun', async ({ account, body }, c) =>
      run(c, {
        account,
        thread: await threads.ofGraph(account, body.graphId),
        prompt: body.graphQueryPrompt,
        file: body.openai_file_upload,
      }),
    );

    api.implement('graphs.smartVectorGenerate', async ({ account, body }) => {
      const thread = await threads.byId(account, body.vs_id);
      return { passages: await searchGraph(deps.db, graphPassages(thread.graph.g6_data), body.question) };
    });

    api.implement('graphs.smartGraphRail', async ({ account, body }) => {
      const { graph } = await threads.ofGraph(account, body.graphId);
      return { nodes: railSuggestions(deps.knowledge.index, body.payload_text, graph.g6_data) };
    });

    api.implement('eddie.smartMessages', async ({ account, body }) =>
      threads.messages(await threads.byId(account, body.threadId)),
    );

    // Smart charts send the token only if present (spec 2 §6): a visitor has no thread to chart.
    api.implement('eddie.smartCharts', async ({ account, params }) => {
      if (!account) throw new HttpError(404, 'server.smartGraph.threadNotFound');
      const { messages } = await threads.messages(await threads.byId(account, String(params.threadId)));
      return { charts: chartsOf(messages.filter(({ role }) => role === 'assistant').map(({ content }) => content)) };
    });

    api.implement('eddie.smartRun', async ({ account, body }, c) => {
      const thread = await threads.byId(account, body.threadId);
      // The thread has one assistant: its graph's own (named by the memory id, or left empty).
      if (body.assistantId !== '' && body.assistantId.toLowerCase() !== thread.id) {
        throw new HttpError(404, 'server.smartGraph.assistantNotFound');
      }
      return run(c, { account, thread, prompt: body.userPrompt, file: body.openai_file_upload });
    });
  };
}
