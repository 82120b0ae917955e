// A tag's page (spec 1 §2 /tag/{name}, GET /tag/{tag}): the learner's own notes and saved graphs with that tag.
import type { TagContent } from '../contract/endpoints/tag.ts';
import { kitApi } from './api.ts';

export function tagContent(tag: string): Promise<TagContent> {
  return kitApi.call('tag.get', { params: { tag } });
}
