import { describe, expect, it } from 'vitest';
import { acceptedTypes, uploadProblem } from './upload-check.ts';

describe('the files a learner may send', () => {
  it('are sound recordings only for a role that may not upload video (spec 1 §6)', () => {
    expect(acceptedTypes('recording', { video: false })).toEqual(['audio/ogg', 'audio/mpeg', 'audio/wav']);
    expect(acceptedTypes('recording', { video: true })).toContain('video/webm');
    expect(acceptedTypes('image', { video: false })).toContain('image/png');
  });

  it('refuse a video for such a role before it is sent, naming the types that are taken', () => {
    const types = acceptedTypes('recording', { video: false });
    expect(uploadProblem({ size: 1000, type: 'video/webm' }, 'recording', types)).toEqual({
      problem: 'wrongType',
      types,
    });
    expect(uploadProblem({ size: 1000, type: 'audio/wav' }, 'recording', types)).toBeNull();
  });

  it('refuse a file over the kind’s limit', () => {
    expect(uploadProblem({ size: 11 * 1024 * 1024, type: 'image/png' }, 'image')).toEqual({
      problem: 'tooLarge',
      maxMegabytes: 10,
    });
  });
});
