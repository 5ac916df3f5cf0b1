import { describe, expect, it } from 'vitest';
import {
  ALIGNMENT_CHOICES,
  BUFFER_CHOICES,
  blockedRange,
  bookingWindow,
  DEFAULT_SCHEDULING_RULES,
  frequencyAllows,
  frequencyLabel,
  frequencyWindow,
  isAlignedStart,
  isInBookingWindow,
  MAX_NOTICE_CHOICES,
  MIN_NOTICE_CHOICES,
  nextAlignedStart,
  rulesForService,
  rulesLengthLabel,
  type SchedulingRules,
  schedulingRulesInput,
} from './scheduling-rules';

const t = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();

const rules = (overrides: Partial<SchedulingRules> = {}): SchedulingRules => ({
  ...DEFAULT_SCHEDULING_RULES,
  ...overrides,
});

function errors(input: unknown): Record<string, string> {
  const result = schedulingRulesInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('scheduling rules choices', () => {
  it('offers notice, buffer and alignment lengths an expert reads at a glance', () => {
    expect(MIN_NOTICE_CHOICES.map(rulesLengthLabel)).toEqual([
      'None',
      '15 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
      '3 hours',
      '4 hours',
      '6 hours',
      '12 hours',
      '1 day',
      '2 days',
      '3 days',
      '1 week',
    ]);
    expect(MAX_NOTICE_CHOICES.map(rulesLengthLabel)).toEqual([
      '1 week',
      '2 weeks',
      '1 month',
      '2 months',
      '3 months',
      '6 months',
      '1 year',
    ]);
    expect(BUFFER_CHOICES.map(rulesLengthLabel)).toEqual([
      'None',
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '1.5 hours',
      '2 hours',
    ]);
    expect(ALIGNMENT_CHOICES.map(rulesLengthLabel)).toEqual([
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '20 minutes',
      '30 minutes',
      '1 hour',
    ]);
  });

  it('describes a frequency cap', () => {
    expect(frequencyLabel(null)).toBe('No limit');
    expect(frequencyLabel({ period: 'daily', maxCount: 1 })).toBe('At most 1 session a day');
    expect(frequencyLabel({ period: 'weekly', maxCount: 12 })).toBe('At most 12 sessions a week');
  });
});

describe('schedulingRulesInput', () => {
  it('accepts the defaults and a full set of rules', () => {
    expect(schedulingRulesInput.parse(DEFAULT_SCHEDULING_RULES)).toEqual(DEFAULT_SCHEDULING_RULES);
    const full = {
      minNotice: 1440,
      maxNotice: 86400,
      bufferBefore: 15,
      bufferAfter: 30,
      frequency: { period: 'weekly', maxCount: 10 },
      alignment: 30,
    };
    expect(schedulingRulesInput.parse(full)).toEqual(full);
  });

  it('refuses lengths that are not among the choices, with the field messages', () => {
    expect(
      errors({
        minNotice: 7,
        maxNotice: 100,
        bufferBefore: 3,
        bufferAfter: null,
        frequency: null,
        alignment: 7,
      }),
    ).toEqual({
      minNotice: 'Please choose one of the notice periods',
      maxNotice: 'Please choose one of the notice periods',
      bufferBefore: 'Please choose one of the buffer lengths',
      bufferAfter: 'Please choose one of the buffer lengths',
      alignment: 'Please choose one of the start time intervals',
    });
    expect(errors({})).toEqual({
      minNotice: 'Please choose one of the notice periods',
      maxNotice: 'Please choose one of the notice periods',
      bufferBefore: 'Please choose one of the buffer lengths',
      bufferAfter: 'Please choose one of the buffer lengths',
      frequency: 'Please choose a limit per day or week, or no limit',
      alignment: 'Please choose one of the start time intervals',
    });
  });

  it('checks the frequency cap: a period and a whole count from 1 to 50', () => {
    const withFrequency = (frequency: unknown) => errors({ ...DEFAULT_SCHEDULING_RULES, frequency });
    expect(withFrequency({ period: 'monthly', maxCount: 2 })).toEqual({
      'frequency.period': 'Please choose daily or weekly',
    });
    expect(withFrequency({ period: 'daily', maxCount: 0 })).toEqual({
      'frequency.maxCount': 'Must be at least 1',
    });
    expect(withFrequency({ period: 'daily', maxCount: 51 })).toEqual({
      'frequency.maxCount': 'Cannot be greater than 50',
    });
    expect(withFrequency({ period: 'weekly', maxCount: 2.5 })).toEqual({
      'frequency.maxCount': 'Must be a whole number',
    });
    expect(withFrequency({ period: 'weekly', maxCount: '' })).toEqual({
      'frequency.maxCount': 'Please enter a number',
    });
    expect(withFrequency({ period: 'weekly', maxCount: 50 })).toEqual({});
  });

  it('needs the maximum notice to be longer than the minimum', () => {
    expect(errors({ ...DEFAULT_SCHEDULING_RULES, minNotice: 10080, maxNotice: 10080 })).toEqual({
      maxNotice: 'Must be longer than the minimum notice',
    });
    expect(errors({ ...DEFAULT_SCHEDULING_RULES, minNotice: 4320, maxNotice: 10080 })).toEqual({});
  });
});

describe('rulesForService', () => {
  it("uses the service's own rules when it has them, the expert's otherwise", () => {
    const expert = rules({ minNotice: 60 });
    const custom = rules({ minNotice: 1440 });
    expect(rulesForService(expert, custom)).toBe(custom);
    expect(rulesForService(expert, null)).toBe(expert);
  });
});

describe('bookingWindow', () => {
  const now = t('2026-05-04T10:00:00Z');

  it('opens after the minimum notice and closes after the maximum notice', () => {
    const window = bookingWindow(now, rules({ minNotice: 120, maxNotice: 10080 }));
    expect(iso(window.earliest)).toBe('2026-05-04T12:00:00.000Z');
    expect(iso(window.latest!)).toBe('2026-05-11T10:00:00.000Z');
  });

  it('has no end without a maximum notice', () => {
    expect(bookingWindow(now, rules()).latest).toBeNull();
    expect(bookingWindow(now, rules()).earliest).toBe(now);
  });

  it('tells whether a start is bookable, both ends included', () => {
    const r = rules({ minNotice: 60, maxNotice: 10080 });
    expect(isInBookingWindow(t('2026-05-04T10:59:00Z'), now, r)).toBe(false);
    expect(isInBookingWindow(t('2026-05-04T11:00:00Z'), now, r)).toBe(true);
    expect(isInBookingWindow(t('2026-05-11T10:00:00Z'), now, r)).toBe(true);
    expect(isInBookingWindow(t('2026-05-11T10:01:00Z'), now, r)).toBe(false);
    expect(isInBookingWindow(t('2030-01-01T00:00:00Z'), now, rules())).toBe(true);
  });
});

describe('blockedRange', () => {
  it('widens the session by the buffers before and after', () => {
    const session = { start: t('2026-05-04T09:00:00Z'), end: t('2026-05-04T10:00:00Z') };
    const blocked = blockedRange(session, rules({ bufferBefore: 15, bufferAfter: 30 }));
    expect([iso(blocked.start), iso(blocked.end)]).toEqual([
      '2026-05-04T08:45:00.000Z',
      '2026-05-04T10:30:00.000Z',
    ]);
    expect(blockedRange(session, rules())).toEqual(session);
  });
});

describe('isAlignedStart', () => {
  it('accepts any whole minute without an alignment', () => {
    expect(isAlignedStart(t('2026-05-04T09:07:00Z'), null, 'Europe/London')).toBe(true);
    expect(isAlignedStart(t('2026-05-04T09:07:30Z'), null, 'Europe/London')).toBe(false);
  });

  it('accepts starts on multiples of the alignment past the hour', () => {
    expect(isAlignedStart(t('2026-05-04T09:45:00Z'), 15, 'Europe/London')).toBe(true);
    expect(isAlignedStart(t('2026-05-04T09:40:00Z'), 15, 'Europe/London')).toBe(false);
    expect(isAlignedStart(t('2026-05-04T09:40:00Z'), 20, 'Europe/London')).toBe(true);
    expect(isAlignedStart(t('2026-05-04T09:30:00Z'), 60, 'Europe/London')).toBe(false);
  });

  it("reads the hour in the availability's zone, which may be offset by 30 or 45 minutes", () => {
    // 04:30 UTC is 10:00 in Kolkata (+05:30) and 10:15 in Kathmandu (+05:45).
    const start = t('2026-05-04T04:30:00Z');
    expect(isAlignedStart(start, 60, 'Asia/Kolkata')).toBe(true);
    expect(isAlignedStart(start, 60, 'UTC')).toBe(false);
    expect(isAlignedStart(start, 30, 'Asia/Kathmandu')).toBe(false);
    expect(isAlignedStart(start, 15, 'Asia/Kathmandu')).toBe(true);
  });
});

describe('nextAlignedStart', () => {
  it('rounds up to the next aligned start, keeping one already aligned', () => {
    expect(iso(nextAlignedStart(t('2026-05-04T09:01:00Z'), 15, 'UTC'))).toBe('2026-05-04T09:15:00.000Z');
    expect(iso(nextAlignedStart(t('2026-05-04T09:15:00Z'), 15, 'UTC'))).toBe('2026-05-04T09:15:00.000Z');
    expect(iso(nextAlignedStart(t('2026-05-04T09:50:00Z'), 60, 'UTC'))).toBe('2026-05-04T10:00:00.000Z');
  });

  it('rounds to the next whole minute without an alignment', () => {
    expect(iso(nextAlignedStart(t('2026-05-04T09:01:20Z'), null, 'UTC'))).toBe('2026-05-04T09:02:00.000Z');
  });

  it('aligns on the local clock of a zone offset by 30 minutes', () => {
    // 04:40 UTC is 10:10 in Kolkata; the next full hour there is 11:00, 05:30 UTC.
    expect(iso(nextAlignedStart(t('2026-05-04T04:40:00Z'), 60, 'Asia/Kolkata'))).toBe(
      '2026-05-04T05:30:00.000Z',
    );
  });

  it('lands on the local grid across a daylight-saving change', () => {
    // Lord Howe Island moves its clocks by 30 minutes: on 2026-04-05 at 02:00 local (+11) they go
    // back to 01:30 (+10:30). 14:50 UTC is 01:50 +11; the next local full hour is 02:00 +10:30.
    const next = nextAlignedStart(t('2026-04-04T14:50:00Z'), 60, 'Australia/Lord_Howe');
    expect(iso(next)).toBe('2026-04-04T15:30:00.000Z');
    expect(isAlignedStart(next, 60, 'Australia/Lord_Howe')).toBe(true);
  });
});

describe('frequencyWindow', () => {
  it("is the expert's calendar day, not the UTC day", () => {
    // 23:30 on Monday 4 May in New York is already Tuesday in UTC.
    const window = frequencyWindow(t('2026-05-05T03:30:00Z'), 'daily', 'America/New_York');
    expect([iso(window.start), iso(window.end)]).toEqual([
      '2026-05-04T04:00:00.000Z',
      '2026-05-05T04:00:00.000Z',
    ]);
  });

  it('is 23 hours long on the day clocks spring forward', () => {
    const window = frequencyWindow(t('2026-03-08T15:00:00Z'), 'daily', 'America/New_York');
    expect([iso(window.start), iso(window.end)]).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
  });

  it('is the week from Monday 00:00 to the next Monday', () => {
    // Sunday 10 May 2026, 20:00 in Berlin belongs to the week of Monday 4 May.
    const sunday = frequencyWindow(t('2026-05-10T18:00:00Z'), 'weekly', 'Europe/Berlin');
    expect([iso(sunday.start), iso(sunday.end)]).toEqual([
      '2026-05-03T22:00:00.000Z',
      '2026-05-10T22:00:00.000Z',
    ]);
    const monday = frequencyWindow(t('2026-05-04T08:00:00Z'), 'weekly', 'Europe/Berlin');
    expect(monday).toEqual(sunday);
  });

  it('spans a month and a daylight-saving change when the week does', () => {
    // Week of Monday 26 October 2026 in London: clocks went back on Sunday 25 October.
    const window = frequencyWindow(t('2026-10-30T12:00:00Z'), 'weekly', 'Europe/London');
    expect([iso(window.start), iso(window.end)]).toEqual([
      '2026-10-26T00:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
    ]);
    const spanning = frequencyWindow(t('2026-03-29T12:00:00Z'), 'weekly', 'Europe/London');
    // Sunday 29 March (clocks went forward that morning) closes the week of Monday 23 March.
    expect([iso(spanning.start), iso(spanning.end)]).toEqual([
      '2026-03-23T00:00:00.000Z',
      '2026-03-29T23:00:00.000Z',
    ]);
  });
});

describe('frequencyAllows', () => {
  it('allows any number without a cap', () => {
    expect(frequencyAllows(1000, rules())).toBe(true);
  });

  it('allows sessions until the cap is reached', () => {
    const r = rules({ frequency: { period: 'daily', maxCount: 3 } });
    expect(frequencyAllows(0, r)).toBe(true);
    expect(frequencyAllows(2, r)).toBe(true);
    expect(frequencyAllows(3, r)).toBe(false);
  });
});
