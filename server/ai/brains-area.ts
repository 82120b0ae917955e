// Brains and the vector store (spec 2 §7.3 /eddie/vector/*, §7.8 /brains and /userProfiles/brains/{action}):
// training a brain on a document, asking it, counting its documents, listing and connecting brains.
import type { ApiArea } from '../api.ts';
import { socketAddress } from '../auth/client-address.ts';
import { createFairShare, shareKeyOf } from '../fair-share.ts';
import { MAX_NAMESPACE_LENGTH } from '../../src/contract/brains.ts';
import { DEFAULT_MAX_WORDS } from '../../src/contract/eddie.ts';
import { HttpError } from '../http/errors.ts';
import { serverMessage } from '../http/messages.ts';
import type { Caller } from '../http/route.ts';
import { answerResponse } from './answer-response.ts';
import { answeringEngine, type EddieDeps } from './area.ts';
import { brainStore } from './brains.ts';
import { sharedDocumentsPool, type DocumentsPool } from './documents-pool.ts';
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

/**
 * How many documents one learner may have being read or waiting to be: a class shares the documents workers, so a
 * learner who sends a pile of files (or of bombs) waits for their own and never takes everyone else's turn.
 */
export const DOCUMENTS_PER_LEARNER = 2;

export interface BrainsDeps extends EddieDeps {
  /** Where documents are read; the process's shared pool by default. */
  documents?: DocumentsPool;
}

export function createBrains(deps: BrainsDeps): ApiArea {
  const brains = brainStore(deps.db, embedderOf(deps.ai));
  const engine = answeringEngine(deps);
  const documents = deps.documents ?? sharedDocumentsPool();
  const shares = createFairShare({ perLearner: DOCUMENTS_PER_LEARNER });
  return (api) => {
    api.implement('eddie.vectorUpdate', async ({ body, account }, c) => {
      const namespace = namespaceOf(body.namespace);
      const release = shares.take(shareKeyOf(account, socketAddress(c)));
      if (!release) {
        throw new HttpError(
          429,
          'server.brains.tooManyDocuments',
          { count: DOCUMENTS_PER_LEARNER },
          { 'Retry-After': '5' },
        );
      }
      try {
        const document = await documents.read(body.train_file);
        const trained = await brains.train(account, namespace, document);
        const message = serverMessage(c.get('lang'), 'server.brains.trained', {
          file: document.name,
          namespace,
          count: trained.passages,
        });
        return new Response(message, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
      } finally {
        release();
      }
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
