// Brains and the vector store (spec 2 §7.3 /eddie/vector/*, §7.8 /brains and /userProfiles/brains/{action}):
// training a brain on a document, asking it, counting its documents, listing and connecting brains.
import type { ApiArea } from '../api.ts';
import { MAX_NAMESPACE_LENGTH } from '../../src/contract/brains.ts';
import { DEFAULT_MAX_WORDS } from '../../src/contract/eddie.ts';
import { HttpError } from '../http/errors.ts';
import { serverMessage } from '../http/messages.ts';
import type { Caller } from '../http/route.ts';
import { answerResponse } from './answer-response.ts';
import { answeringEngine, type EddieDeps } from './area.ts';
import { brainStore } from './brains.ts';
import { readDocument } from './documents.ts';
import { embedderOf } from './embeddings.ts';

/** A namespace as typed: trimmed, one line, not too long (private is the username, main the default). */
function namespaceOf(given: string): string {
  const namespace = given.replace(/\p{Cc}/gu, ' ').trim();
  if (namespace === '' || namespace.length > MAX_NAMESPACE_LENGTH) {
    throw new HttpError(400, 'server.brains.badNamespace', { max: MAX_NAMESPACE_LENGTH });
  }
  return namespace;
}

function signedIn(account: Caller | undefined): Caller {
  if (!account) throw new HttpError(401, 'server.signInRequired');
  return account;
}

export function createBrains(deps: EddieDeps): ApiArea {
  const brains = brainStore(deps.db, embedderOf(deps.ai));
  const engine = answeringEngine(deps);
  return (api) => {
    api.implement('eddie.vectorUpdate', async ({ body, account }, c) => {
      const namespace = namespaceOf(body.namespace);
      const document = await readDocument(body.train_file);
      const trained = await brains.train(account, namespace, document);
      const message = serverMessage(c.get('lang'), 'server.brains.trained', {
        file: document.name,
        namespace,
        count: trained.passages,
      });
      return new Response(message, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
    });

    api.implement('eddie.vectorAsk', async ({ body, account }, c) => {
      const lang = c.get('lang');
      const namespace = namespaceOf(body.namespace);
      const brain = await brains.inNamespace(account, namespace);
      if (!brain) throw new HttpError(404, 'server.brains.namespaceNotFound', { namespace });
      const passages = await brains.search(account, [brain], body.prompt);
      const question = {
        owner: account,
        prompt: body.prompt,
        maxWords: DEFAULT_MAX_WORDS,
        context: [],
        lang,
        passages,
        brainOnly: true,
      };
      return answerResponse(c, { engine, question });
    });

    api.implement('eddie.vectorStoreFilesCount', async ({ body, account }) => ({
      file: await brains.filesCount(signedIn(account), body.id),
    }));

    // A visitor has no brains: the list is empty, not an error (brains calls send the token only if present).
    api.implement('brains.list', async ({ account }) => (account ? brains.list(account) : []));

    api.implement('userProfiles.brains', async ({ params, body, account }) => {
      const { action } = params;
      if (action !== 'connect' && action !== 'disconnect') {
        throw new HttpError(404, 'server.brains.unknownAction', { action: String(action) });
      }
      return { brains: await brains.setConnected(signedIn(account), body.vectorStoreId, action === 'connect') };
    });
  };
}
