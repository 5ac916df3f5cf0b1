import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { SLUG_CHECK_OFFLINE_MESSAGE, slugStatus, slugToCheck } from './slug-status';

const base = {
  typing: false,
  localError: null,
  checkedSlug: 'ada',
  isFetching: false,
  data: undefined,
  error: null,
};

describe('slugToCheck', () => {
  it('asks the server only about a slug the shared schema accepts', () => {
    expect(slugToCheck('ada-lovelace')).toEqual({ slug: 'ada-lovelace', localError: null });
    expect(slugToCheck('')).toEqual({ slug: null, localError: null });
    expect(slugToCheck('a')).toEqual({
      slug: null,
      localError: 'Use 3 to 40 lowercase letters, digits and hyphens, starting with a letter or digit',
    });
  });

  it('treats a reserved product path as taken', () => {
    expect(slugToCheck('dashboard')).toEqual({ slug: null, localError: 'This URL is already taken' });
  });
});

describe('slugStatus', () => {
  it('says nothing while the expert is still typing', () => {
    expect(slugStatus({ ...base, typing: true, data: { available: true } })).toEqual({ kind: 'idle' });
  });

  it("reports the server's answer", () => {
    expect(slugStatus({ ...base, data: { available: true } })).toEqual({ kind: 'available' });
    expect(slugStatus({ ...base, data: { available: false, message: 'This URL is already taken' } })).toEqual(
      {
        kind: 'unavailable',
        message: 'This URL is already taken',
      },
    );
  });

  it('says when the check could not reach the server', () => {
    expect(slugStatus({ ...base, error: new ApiError(0, 'network_error', 'x') })).toEqual({
      kind: 'unavailable',
      message: SLUG_CHECK_OFFLINE_MESSAGE,
    });
  });
});
