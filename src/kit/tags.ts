// A tag's page (spec 1 §2 /tag/{name}): the learner's own notes with that tag (GET /tag/{tag}), and the saved graphs
// with it they may read, their own and those shared with them (GET /g6graph/tag/{tag}).
import type { TagContent } from '../contract/endpoints/tag.ts';
import { kitApi } from './api.ts';

export async function tagContent(tag: string): Promise<TagContent> {
  const [content, graphs] = await Promise.all([
    kitApi.call('tag.get', { params: { tag } }),
    kitApi.call('graphs.byTag', { params: { tag } }),
  ]);
  return { ...content, graphs };
}
