import type { LearnerDataViewProps } from '../../../src/elements/LearnerDataView.tsx';

/** What each of Reports' views says while the learner is signed out, while it loads and when it failed. */
export const REPORT_MESSAGES: LearnerDataViewProps<unknown>['messages'] = {
  signIn: 'dashboard.signIn',
  loading: 'dashboard.loading',
  failed: 'dashboard.failed',
};
