import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { CLONE_FAILED, CREATE_FAILED, RENAME_FAILED, saveFailure } from './messages';

describe('save failure messages', () => {
  it("shows the API's words when it refused the input or the plan", () => {
    const invalid = new ApiError(400, 'bad_request', 'Too long, please limit the name to 40 characters');
    expect(saveFailure(invalid, CREATE_FAILED)).toBe('Too long, please limit the name to 40 characters');
    const gated = new ApiError(403, 'forbidden', 'Upgrade to Pro to use Multiple availabilities');
    expect(saveFailure(gated, CLONE_FAILED)).toBe('Upgrade to Pro to use Multiple availabilities');
  });

  it("shows the spec's words for anything else (spec §8)", () => {
    expect(saveFailure(new ApiError(500, 'internal', 'Something went wrong.'), CREATE_FAILED)).toBe(
      'Failed to create an availability...',
    );
    expect(saveFailure(new ApiError(404, 'not_found', 'Not found'), CLONE_FAILED)).toBe(
      'Failed to clone availability recurring slots',
    );
    expect(saveFailure(new TypeError('offline'), RENAME_FAILED)).toBe(
      'Failed to rename this availability...',
    );
  });

  it('says nothing without a failure', () => {
    expect(saveFailure(null, CREATE_FAILED)).toBeNull();
  });
});
