// Jobs per keyword: the Adzuna job search API, in the country the server is set up for.
import { z } from 'zod';
import type { ProviderJob } from '../../src/contract/providers.ts';
import { fetchJson } from './http.ts';
import type { LiveProvider, ProviderContext } from './provider.ts';
import { plainText } from './text.ts';

/** Jobs per page. */
export const JOBS_PER_PAGE = 20;

export interface AdzunaSettings {
  appId: string;
  appKey: string;
  country: string;
}

export interface JobsPage {
  total: number;
  jobs: ProviderJob[];
}

const searchSchema = z.object({
  count: z.number().int().nonnegative(),
  results: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      redirect_url: z.string(),
      created: z.string().optional(),
      company: z.object({ display_name: z.string().optional() }).optional(),
      location: z.object({ display_name: z.string().optional() }).optional(),
      salary_min: z.number().optional(),
      salary_max: z.number().optional(),
      contract_time: z.string().optional(),
    }),
  ),
});

export function adzunaProvider(context: ProviderContext, settings: AdzunaSettings): LiveProvider<string, JobsPage> {
  return {
    name: 'adzuna',
    async lookup(keyword, signal) {
      const url = new URL(`https://api.adzuna.com/v1/api/jobs/${settings.country}/search/1`);
      url.search = new URLSearchParams({
        app_id: settings.appId,
        app_key: settings.appKey,
        results_per_page: String(JOBS_PER_PAGE),
        what: keyword,
        'content-type': 'application/json',
      }).toString();
      const page = await fetchJson(context, { provider: 'adzuna', url, signal }, searchSchema);
      return {
        total: page.count,
        jobs: page.results.map((job) => ({
          id: job.id,
          // Adzuna marks the keyword in bold inside titles and descriptions.
          title: plainText(job.title),
          ...(job.company?.display_name ? { company: job.company.display_name } : {}),
          ...(job.location?.display_name ? { location: job.location.display_name } : {}),
          description: plainText(job.description),
          url: job.redirect_url,
          ...(job.created ? { created: job.created } : {}),
          ...(job.salary_min !== undefined ? { salaryMin: job.salary_min } : {}),
          ...(job.salary_max !== undefined ? { salaryMax: job.salary_max } : {}),
          ...(job.contract_time ? { contractTime: job.contract_time } : {}),
        })),
      };
    },
  };
}
