// Browser-test support (not a test): answers Eddie's graph calls inside the page, POST /eddie/explore/graph and POST
// /eddie/quests-group, with the answers a test sets, in the shapes the reference server gives (server/ai/eddie-calls.ts:
// nodes of tjType openai_logic_node or the knowledge graph's, edges with ids; steps from 1). It records each body,
// holds answers until released, or refuses the next call. Anything else goes on to the fetch that was there before.
import { createHoldGate } from './hold-gate.ts';

export interface FakeEddieGraphServer {
  /** The bodies the page sent, by call. */
  readonly explored: Record<string, unknown>[];
  readonly grouped: Record<string, unknown>[];
  /** The next answers; a test may replace them. */
  graphAnswer: { nodes: object[]; edges: object[]; combos?: object[] };
  groupsAnswer: (nodeIds: readonly string[]) => { step: number; nodeIds: string[] }[];
  hold(): void;
  release(): void;
  /** The next call is refused with this status and message. */
  failNext(status: number, message: string): void;
  restore(): void;
}

export const logicNode = (id: string, label: string) => ({
  id,
  label,
  type: 'circle',
  tjType: 'openai_logic_node',
  description: { content: '' },
});

export function fakeEddieGraphServer(): FakeEddieGraphServer {
  const pageFetch = globalThis.fetch;
  const gate = createHoldGate();
  let failure: { status: number; message: string } | undefined;
  const pathOf = (url: string) => new URL(url, location.href).pathname;

  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = pathOf(url);
    const explore = path.endsWith('/api/v1/eddie/explore/graph');
    const group = path.endsWith('/api/v1/eddie/quests-group');
    if (!explore && !group) return pageFetch(input, init);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    (explore ? fake.explored : fake.grouped).push(body);
    await gate.pass(init?.signal ?? undefined);
    if (failure) {
      const { status, message } = failure;
      failure = undefined;
      return Response.json({ message }, { status });
    }
    if (explore) return Response.json(fake.graphAnswer);
    return Response.json({ groups: fake.groupsAnswer(body['nodeIds'] as string[]) });
  };

  const fake: FakeEddieGraphServer = {
    explored: [],
    grouped: [],
    graphAnswer: { nodes: [], edges: [] },
    // As the reference server does when the dictionary relates nothing: the anchor's step, then the rest.
    groupsAnswer: ([first, ...rest]) => [
      ...(first === undefined ? [] : [{ step: 1, nodeIds: [first] }]),
      ...(rest.length > 0 ? [{ step: 2, nodeIds: rest }] : []),
    ],
    hold: () => gate.hold(),
    release: () => gate.release(),
    failNext(status, message) {
      failure = { status, message };
    },
    restore() {
      gate.release();
      globalThis.fetch = pageFetch;
    },
  };
  return fake;
}
