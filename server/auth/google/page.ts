import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey } from '../../http/message-key.ts';
import { requestLanguage, serverMessage } from '../../http/messages.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A small page a learner reads when Google sign-in cannot go on (not set up, refused, too slow): what happened, in
 * their language, and a link back to the login form. A page, not JSON: the browser came here by following a link.
 */
export function googlePage(c: Context, status: ContentfulStatusCode, title: MessageKey, text: MessageKey): Response {
  const lang = requestLanguage(c.req.header('accept-language'));
  const say = (key: MessageKey) => escapeHtml(serverMessage(lang, key));
  return c.html(
    `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${say(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${say(title)}</h1>
<p>${say(text)}</p>
<p><a href="/auth/login">${say('server.auth.backToLogin')}</a></p>
</body>
</html>`,
    status,
  );
}
