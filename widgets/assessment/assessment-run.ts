// The Assessment widget's run: generate a test on a subtopic (POST /reference-assessment/generate-test), take it,
// have it marked (POST /assessments, then PUT /assessments/{id} with the answers), retake. One step at a time: a new
// test cancels what was on its way. Failures of create and update are shown, with what to do (spec 2 §8: rethrown).
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../../src/api/client.ts';
import { latestRequest } from '../../src/api/latest-request.ts';
import type { Assessment, Questionnaire } from '../../src/contract/assessments.ts';

export type AssessmentState =
  | { readonly status: 'idle' }
  | { readonly status: 'generating'; readonly subtopic: string }
  | { readonly status: 'taking'; readonly test: Questionnaire }
  | { readonly status: 'marking'; readonly test: Questionnaire }
  | { readonly status: 'marked'; readonly test: Questionnaire; readonly assessment: Assessment }
  | { readonly status: 'error'; readonly subtopic: string; readonly test?: Questionnaire; readonly error: Error };

export interface AssessmentRun {
  readonly state: ReadonlySignal<AssessmentState>;
  /** Makes a new test on the subtopic; a blank one does nothing. */
  generate(subtopic: string): Promise<void>;
  /** Has the answers (option id per question id) marked. */
  submit(answers: Readonly<Record<string, string>>): Promise<void>;
  /** Cancels the step on its way (the widget is going away). */
  cancel(): void;
}

export function createAssessmentRun({ api }: { api: Pick<ApiClient, 'call'> }): AssessmentRun {
  const state = signal<AssessmentState>({ status: 'idle' }, { name: 'assessment' });
  const requests = latestRequest();
  const failed = (subtopic: string, error: unknown, test?: Questionnaire): AssessmentState => ({
    status: 'error',
    subtopic,
    ...(test ? { test } : {}),
    error: error instanceof Error ? error : new Error(String(error)),
  });

  return {
    state,
    async generate(text) {
      const subtopic = text.trim();
      if (subtopic === '') return;
      const request = requests.start();
      state.value = { status: 'generating', subtopic };
      try {
        const test = await api.call('assessments.generateTest', { body: { subtopic }, signal: request.signal });
        if (request.isLatest()) state.value = { status: 'taking', test };
      } catch (error) {
        if (request.isLatest()) state.value = failed(subtopic, error);
      }
    },
    async submit(answers) {
      const current = state.value;
      const test = current.status === 'taking' || current.status === 'error' ? current.test : undefined;
      if (!test) return;
      const request = requests.start();
      state.value = { status: 'marking', test };
      try {
        const { id } = await api.call('assessments.create', {
          body: { subtopic: test.subtopic, seed: test.seed },
          signal: request.signal,
        });
        const { updatedAssessment } = await api.call('assessments.update', {
          params: { assessmentId: id },
          body: { result: { answers: { ...answers } }, status: 'completed' },
          signal: request.signal,
        });
        if (request.isLatest()) state.value = { status: 'marked', test, assessment: updatedAssessment };
      } catch (error) {
        if (request.isLatest()) state.value = failed(test.subtopic, error, test);
      }
    },
    cancel: () => requests.cancel(),
  };
}
