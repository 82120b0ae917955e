import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH, MAX_TEXT_LENGTH } from '../../src/contract/limits.ts';
import { authTestBed, type AuthTestBed } from '../testing/auth.ts';

let bed: AuthTestBed;
beforeAll(async () => {
  bed = await authTestBed();
}, 30_000);
afterAll(() => bed.close());

/** Sends a body exactly as given (the bed's call would encode it as JSON itself). */
async function send(method: string, path: string, body: string, lang = 'en', token?: string) {
  const answer = await bed.api.request(`http://localhost/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  return { status: answer.status, body: (await answer.json()) as { message: string } };
}

describe('hostile input', () => {
  it('refuses a NUL character in a text with a 400 in the learner’s language', async () => {
    const answer = await send(
      'POST',
      '/auth/signup',
      JSON.stringify({ ...bed.newLearner(), firstName: 'A\u0000da L' }),
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'firstName contains a character that cannot be stored (a NUL character or half of an emoji).',
      },
    });
    const german = await send(
      'POST',
      '/auth/signup',
      JSON.stringify({ ...bed.newLearner(), firstName: 'A\u0000da L' }),
      'de',
    );
    expect(german.body.message).toBe(
      'firstName enthält ein Zeichen, das nicht gespeichert werden kann (ein NUL-Zeichen oder ein halbes Emoji).',
    );
  });

  it('refuses a lone surrogate, and keeps a whole emoji', async () => {
    // JSON.stringify writes the lone half as the escape \ud800, as a hostile client would.
    const lone = await send('POST', '/auth/signup', JSON.stringify({ ...bed.newLearner(), firstName: 'Ada \ud800' }));
    expect(lone.status).toBe(400);
    expect(lone.body.message).toMatch(/^firstName contains a character that cannot be stored/);
    const emoji = await send(
      'POST',
      '/auth/signup',
      JSON.stringify({ ...bed.newLearner(), firstName: 'Ada 🦋 Lovelace' }),
    );
    expect(emoji.status).toBe(200);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels, 10,000 deep too`, async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const answer = await send('POST', '/auth/login', deep, 'es');
    expect(answer).toEqual({
      status: 400,
      body: { message: `Lo que has enviado está anidado demasiado: como máximo ${MAX_JSON_DEPTH} niveles.` },
    });
  });

  it(`refuses a text longer than ${MAX_TEXT_LENGTH} characters, naming its field`, async () => {
    const answer = await send(
      'POST',
      '/auth/login',
      JSON.stringify({ username: 'x'.repeat(MAX_TEXT_LENGTH + 1), password: 'p' }),
    );
    expect(answer).toEqual({
      status: 400,
      body: { message: `username is too long: send at most ${MAX_TEXT_LENGTH} characters.` },
    });
  });

  it('checks path parameters and the query too', async () => {
    const learner = await bed.signedIn();
    const get = async (path: string) => {
      const answer = await bed.call('GET', path, { token: learner.token });
      return [answer.status, answer.body.message];
    };
    expect(await get('/userProfiles/%00')).toEqual([
      400,
      'discriminator contains a character that cannot be stored (a NUL character or half of an emoji).',
    ]);
    expect(await get('/userProfiles/user/search?userSearch=ab%00')).toEqual([
      400,
      'userSearch contains a character that cannot be stored (a NUL character or half of an emoji).',
    ]);
  });

  it(`refuses a JSON body over ${MAX_JSON_BODY_BYTES / 1024} KB by its length, with a 413 and a message`, async () => {
    const answer = await send('POST', '/auth/login', `"${'x'.repeat(MAX_JSON_BODY_BYTES)}"`, 'hi');
    expect(answer).toEqual({
      status: 413,
      body: { message: `आपने जो भेजा है वह बहुत बड़ा है: अधिकतम ${MAX_JSON_BODY_BYTES / 1024} KB।` },
    });
  });

  it('refuses an address longer than 8 KB with a 414 and a message', async () => {
    const answer = await bed.call('GET', `/userProfiles/user/search?userSearch=${'a'.repeat(1024 * 1024)}`);
    expect(answer.status).toBe(414);
    expect(answer.body.message).toBe('The address of this request is too long: at most 8 KB.');
  });
});
