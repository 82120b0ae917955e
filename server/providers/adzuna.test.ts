import { describe, expect, it } from 'vitest';
import { providerJobSchema } from '../../src/contract/providers.ts';
import { adzunaProvider } from './adzuna.ts';
import { ProviderUnavailable } from './provider.ts';
import { fixture, fixtureJson, servingFetch, testContext } from '../testing/provider-fetch.ts';

const settings = { appId: 'app-id', appKey: 'app-key', country: 'gb' };
const recorded = fixture('adzuna-search-development-engineer.json');

describe('the Adzuna job search', () => {
  it('turns a recorded search into jobs', async () => {
    const { fetch } = servingFetch(() => ({ body: recorded }));
    const page = await adzunaProvider(testContext(fetch), settings).lookup('development engineer');
    expect(page.total).toBe(2416);
    expect(page.jobs.map((job) => job.title)).toEqual([
      'Development Engineer',
      'Lead Python Developer',
      'Senior Systems Development Engineer',
    ]);
    expect(page.jobs[1]).toEqual({
      id: '4019697492',
      title: 'Lead Python Developer',
      company: 'Jobheron',
      location: 'Splott, Cardiff',
      description: expect.stringMatching(/^A highly experienced Full-Stack Lead Python Developer/),
      url: expect.stringMatching(/^https:\/\/www\.adzuna\.co\.uk\/jobs\/land\/ad\/4019697492\?/),
      created: '2023-04-04T19:06:10Z',
      salaryMin: 90000,
      salaryMax: 90000,
      contractTime: 'full_time',
    });
    for (const job of page.jobs) expect(providerJobSchema.parse(job)).toEqual(job);
  });

  it("asks the server's country with its app id and key", async () => {
    const { fetch, calls } = servingFetch(() => ({ body: recorded }));
    await adzunaProvider(testContext(fetch), { ...settings, country: 'in' }).lookup('nurse');
    const url = calls[0]?.url;
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://api.adzuna.com/v1/api/jobs/in/search/1');
    expect(url?.searchParams.get('app_id')).toBe('app-id');
    expect(url?.searchParams.get('app_key')).toBe('app-key');
    expect(url?.searchParams.get('what')).toBe('nurse');
    expect(url?.searchParams.get('results_per_page')).toBe('20');
  });

  it('gives plain text where Adzuna marks the keyword in bold', async () => {
    const page = fixtureJson<{ results: { title: string; description: string }[] }>(
      'adzuna-search-development-engineer.json',
    );
    page.results[0]!.title = '<strong>Development</strong> Engineer &amp; Lead';
    const { fetch } = servingFetch(() => ({ body: JSON.stringify(page) }));
    const jobs = await adzunaProvider(testContext(fetch), settings).lookup('development');
    expect(jobs.jobs[0]?.title).toBe('Development Engineer & Lead');
  });

  it('reports a wrong key (HTTP 401) as refused', async () => {
    const { fetch } = servingFetch(() => ({ status: 401, body: '{"exception":"AUTH_FAIL"}' }));
    const error = await adzunaProvider(testContext(fetch), settings)
      .lookup('nurse')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ reason: 'refused' });
  });
});
