// The questions in Eddie's answer to the node information's questions section (POST /eddie/prompt/info/stream): the
// items of its markdown list, as plain text, each cut after its question mark (the offline engine adds the relation
// it drew the question from after it).
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.+)$/;

export function questionsIn(markdown: string): string[] {
  const questions: string[] = [];
  for (const line of markdown.split('\n')) {
    const item = LIST_ITEM.exec(line)?.[1];
    if (item === undefined) continue;
    const plain = item
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Emphasis marks go, escaped characters stay (domestic\_animal is domestic_animal).
      .replace(/\\(.)|[*_`]/g, (_mark, escaped: string | undefined) => escaped ?? '')
      .trim();
    const end = plain.indexOf('?');
    const question = end === -1 ? plain : plain.slice(0, end + 1);
    if (question !== '' && !questions.includes(question)) questions.push(question);
  }
  return questions;
}
