// The web app reads a run as failed from its last error (shared lastRunFailed): every message of a source that
// could not be read must count as a failure, and the summaries of a run that went through must not.
import { describe, expect, it } from 'vitest';
import { lastRunFailed } from '@vitrina/shared/synchronizer';
import { FeedFormatError } from './feed-scanner';
import { OctoparseError, type OctoparseFailure } from './octoparse';
import { FetchError, type FetchFailure } from './safe-http';
import { newTally, PasswordUnreadableError, sourceErrorMessage, tallySummary } from './sync-errors';

describe('failed runs and runs with warnings', () => {
  it('reads every source failure as a failed run', () => {
    const errors = [
      ...(['timeout', 'tooLarge', 'privateHost', 'unreachable', 'status'] satisfies FetchFailure[]).map(
        (failure) => new FetchError(failure, 'x'),
      ),
      new FeedFormatError('notJson', 'x'),
      new FeedFormatError('shape', 'x'),
      ...(['login', 'task', 'unreachable', 'timeout'] satisfies OctoparseFailure[]).map(
        (failure) => new OctoparseError(failure, 'x'),
      ),
      new PasswordUnreadableError(),
    ];
    for (const error of errors) {
      const message = sourceErrorMessage(error);
      expect(message, error.message).not.toBeNull();
      expect(lastRunFailed({ last_error: message }), message!).toBe(true);
    }
    // A bug or a database failure is recorded with the generic message.
    expect(lastRunFailed({ last_error: 'No se pudo completar la sincronización. Probá de nuevo más tarde.' })).toBe(
      true,
    );
  });

  it('reads skipped listings or images, and no error, as a run that went through', () => {
    const tally = {
      ...newTally(),
      total: 5,
      done: 5,
      invalid: 2,
      example: '«A-2»: category: Este campo es obligatorio',
      imagesFailed: 3,
    };
    expect(lastRunFailed({ last_error: tallySummary(tally) })).toBe(false);
    expect(lastRunFailed({ last_error: tallySummary({ ...newTally(), imagesFailed: 1 }) })).toBe(false);
    expect(lastRunFailed({ last_error: null })).toBe(false);
  });
});
