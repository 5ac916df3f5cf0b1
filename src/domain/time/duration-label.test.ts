import { describe, expect, it } from 'vitest';
import { DURATION_CHOICES } from '../services/service-input';
import { durationLabel } from './duration-label';

describe('durationLabel', () => {
  it('names every duration choice the way people say it', () => {
    expect(DURATION_CHOICES.map(durationLabel)).toEqual([
      '10 minutes',
      '15 minutes',
      '20 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '1 hour 15 minutes',
      '1 hour 30 minutes',
      '2 hours',
      '2 hours 30 minutes',
      '3 hours',
      '4 hours',
    ]);
  });

  it('names a custom length', () => {
    expect([1, 5, 61, 720].map(durationLabel)).toEqual([
      '1 minute',
      '5 minutes',
      '1 hour 1 minute',
      '12 hours',
    ]);
  });
});
