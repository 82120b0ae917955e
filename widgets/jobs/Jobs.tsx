import type { ProviderJob } from '../../src/contract/providers.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { ProviderView, ResultList } from '../../src/elements/ProviderView.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';

export const jobsAttributes = {};

/** The contract times job services share; another one is shown as the service wrote it. */
const contractKeys: Readonly<Record<string, MessageKey>> = {
  full_time: 'jobs.fullTime',
  part_time: 'jobs.partTime',
};

function JobDetails({ job }: { readonly job: ProviderJob }) {
  const t = useT();
  const language = useLanguage();
  // The answer names no currency (it is the service's country's), so the figures are shown as numbers.
  const amount = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const where = [job.company, job.location].filter(Boolean).join(' · ');
  const { salaryMin: min, salaryMax: max } = job;
  const salary =
    min !== undefined && max !== undefined && min !== max
      ? t('jobs.salaryRange', { min: amount.format(min), max: amount.format(max) })
      : min !== undefined || max !== undefined
        ? t('jobs.salary', { amount: amount.format((min ?? max) as number) })
        : undefined;
  const contractKey = job.contractTime === undefined ? undefined : contractKeys[job.contractTime];
  const contract = contractKey ? t(contractKey) : job.contractTime;
  const facts = [salary, contract, job.created && t('jobs.posted', { date: date.format(new Date(job.created)) })];
  return (
    <>
      {where && <p className="provider-meta">{where}</p>}
      <p className="provider-meta">{facts.filter(Boolean).join(' · ')}</p>
    </>
  );
}

/** Jobs: job offers for the current thought (spec 1 §3: jobs are listed per keyword). */
export function Jobs(_props: WidgetProps<typeof jobsAttributes>) {
  const t = useT();
  const result = useLookup('jobs');
  return (
    <section className="jobs">
      <ProviderView
        result={result}
        idleKey="jobs.idle"
        onRetry={() => retryLookup('jobs')}
        isEmpty={(found) => found.jobs.length === 0}
      >
        {(found) => (
          <>
            <p className="kicker" part="count">
              {t('jobs.count', { shown: found.jobs.length, total: found.total, keyword: found.keyword })}
            </p>
            <ResultList
              label={t('jobs.listLabel', { keyword: found.keyword })}
              entries={found.jobs.map((job) => ({
                id: job.id,
                title: job.title,
                url: job.url,
                text: job.description,
                details: <JobDetails job={job} />,
              }))}
            />
          </>
        )}
      </ProviderView>
    </section>
  );
}
