import { describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../rich-text/rich-text';
import {
  monthlyAmount,
  PACKAGE_MESSAGES,
  type PackageInput,
  packageInput,
  packageInputShape,
  perMonthMessage,
} from './package-input';

const valid: PackageInput = {
  title: 'Five coaching calls',
  description: null,
  personalSessions: [{ serviceId: 'svc-1', count: 5 }],
  groupSessionIds: [],
  series: [],
  price: 400,
  paymentPlanMonths: null,
  expiryDays: null,
  hidden: false,
};

const usd = packageInput('USD', { increased: false });

/** The field messages of a parse, keyed like the API's `fields`. */
function errors(
  input: unknown,
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } } = usd,
) {
  const fields: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

describe('package title', () => {
  it.each([
    ['', PACKAGE_MESSAGES.required],
    ['   ', PACKAGE_MESSAGES.required],
    [null, PACKAGE_MESSAGES.required],
    ['Four', 'Too short, please use at least 5 characters'],
    ['t'.repeat(61), 'Too long, please limit the title to 60 characters'],
  ])('refuses %j', (title, message) => {
    expect(errors({ ...valid, title })).toEqual({ title: message });
  });

  it('accepts 5 to 60 characters, trimmed', () => {
    expect(usd.parse({ ...valid, title: '  Fives  ' }).title).toBe('Fives');
    expect(usd.safeParse({ ...valid, title: 't'.repeat(60) }).success).toBe(true);
  });
});

describe('package description', () => {
  it('accepts up to 1250 characters of text and no more', () => {
    expect(usd.safeParse({ ...valid, description: richTextFromPlain('d'.repeat(1250)) }).success).toBe(true);
    expect(
      errors({ ...valid, description: richTextFromPlain(`${'d'.repeat(1000)}\n${'d'.repeat(251)}`) }),
    ).toEqual({
      description: 'Too long, please limit the description to 1250 characters',
    });
  });

  it('refuses a document that is not our rich text', () => {
    expect(errors({ ...valid, description: '<b>hi</b>' })).toEqual({
      description: 'The formatting could not be read. Please edit the text and try again.',
    });
  });
});

describe('what a package includes', () => {
  it('counts 1 to 10 sessions of each service and series', () => {
    expect(errors({ ...valid, personalSessions: [{ serviceId: 's', count: 0 }] })).toEqual({
      'personalSessions.0.count': 'Must be at least 1 session',
    });
    expect(errors({ ...valid, personalSessions: [{ serviceId: 's', count: 11 }] })).toEqual({
      'personalSessions.0.count': 'Cannot be greater than 10 sessions',
    });
    expect(errors({ ...valid, personalSessions: [{ serviceId: 's', count: 1.5 }] })).toEqual({
      'personalSessions.0.count': 'Must be a whole number',
    });
    expect(errors({ ...valid, series: [{ seriesId: 'a', count: 11 }] })).toEqual({
      'series.0.count': 'Cannot be greater than 10 sessions',
    });
    expect(usd.safeParse({ ...valid, personalSessions: [{ serviceId: 's', count: 10 }] }).success).toBe(true);
  });

  it('includes at most 5 group sessions', () => {
    expect(usd.safeParse({ ...valid, groupSessionIds: ['a', 'b', 'c', 'd', 'e'] }).success).toBe(true);
    expect(errors({ ...valid, groupSessionIds: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({
      groupSessionIds: 'You can include up to 5 group sessions',
    });
  });

  it('includes each service, series and group session once', () => {
    expect(
      errors({
        ...valid,
        personalSessions: [
          { serviceId: 's', count: 1 },
          { serviceId: 's', count: 2 },
        ],
        groupSessionIds: ['g', 'g'],
        series: [
          { seriesId: 'x', count: 1 },
          { seriesId: 'x', count: 1 },
        ],
      }),
    ).toEqual({
      personalSessions: 'Each service can only be added once',
      groupSessionIds: 'Each group session can only be added once',
      series: 'Each series can only be added once',
    });
  });

  it('refuses an empty package unless the expert confirmed it', () => {
    const empty = { ...valid, personalSessions: [] };
    expect(errors(empty)).toEqual({ _: 'Please add services or group sessions to the package.' });
    expect(usd.safeParse({ ...empty, confirmedEmpty: true }).success).toBe(true);
    expect(usd.safeParse({ ...empty, groupSessionIds: ['g'] }).success).toBe(true);
    expect(usd.safeParse({ ...empty, series: [{ seriesId: 'x', count: 3 }] }).success).toBe(true);
  });
});

describe('package price', () => {
  it('is required', () => {
    expect(errors({ ...valid, price: undefined })).toEqual({ price: 'Required' });
  });

  it('allows 0 for a free package and at least the currency minimum otherwise', () => {
    expect(usd.safeParse({ ...valid, price: 0 }).success).toBe(true);
    expect(errors({ ...valid, price: 0.49 })).toEqual({
      price: 'Must be at least $0.50. Use $0.00 for a free package.',
    });
  });

  it('is capped at 3000 units, 10 times more with the increased price limit', () => {
    expect(usd.safeParse({ ...valid, price: 3000 }).success).toBe(true);
    expect(errors({ ...valid, price: 3000.01 })).toEqual({
      price:
        "That's too much! The package price is limited to $3,000.00. Contact us if you need this limit increased.",
    });
    const increased = packageInput('USD', { increased: true });
    expect(increased.safeParse({ ...valid, price: 30000 }).success).toBe(true);
    expect(errors({ ...valid, price: 30001 }, increased)).toEqual({
      price:
        "That's too much! The package price is limited to $30,000.00. Contact us if you need this limit increased.",
    });
  });

  it('uses the page currency: whole yen, ¥300,000 cap', () => {
    const jpy = packageInput('JPY', { increased: false });
    expect(jpy.safeParse({ ...valid, price: 300000 }).success).toBe(true);
    expect(errors({ ...valid, price: 10.5 }, jpy)).toEqual({ price: 'Must be a whole number, e.g. 11' });
  });
});

describe('monthly payment plan', () => {
  it('is 2 to 12 months', () => {
    expect(errors({ ...valid, paymentPlanMonths: undefined })).toEqual({ paymentPlanMonths: 'Required' });
    expect(errors({ ...valid, paymentPlanMonths: 1 })).toEqual({
      paymentPlanMonths: 'Must be at least 2 months',
    });
    expect(errors({ ...valid, paymentPlanMonths: 13 })).toEqual({
      paymentPlanMonths: 'Cannot be greater than 12 months',
    });
    expect(usd.safeParse({ ...valid, paymentPlanMonths: 12 }).success).toBe(true);
  });

  it('checks the per-month price (rounded up) against the currency minimum', () => {
    // $6.00 over 12 months is $0.50 a month: just enough.
    expect(usd.safeParse({ ...valid, price: 6, paymentPlanMonths: 12 }).success).toBe(true);
    // $5.99 over 12 is 49.9 cents, rounded up to 50.
    expect(usd.safeParse({ ...valid, price: 5.99, paymentPlanMonths: 12 }).success).toBe(true);
    expect(errors({ ...valid, price: 5.88, paymentPlanMonths: 12 })).toEqual({
      paymentPlanMonths: 'Must be at least $0.50 per month',
    });
    expect(perMonthMessage(30, 'GBP')).toBe('Must be at least £0.30 per month');
  });

  it('is not offered on a free package', () => {
    expect(errors({ ...valid, price: 0, paymentPlanMonths: 3 })).toEqual({
      paymentPlanMonths: 'A free package cannot have a payment plan',
    });
  });

  it('splits the price into instalments rounded up to the minor unit', () => {
    expect(monthlyAmount(10000, 3)).toBe(3334);
    expect(monthlyAmount(12000, 3)).toBe(4000);
  });
});

describe('expiry', () => {
  it.each([
    [undefined, 'Required'],
    [0, 'Must be greater than 0 days'],
    [36501, 'Cannot be greater than 36500 days'],
    [1.5, 'Must be a whole number'],
    ['30', 'Must be a number'],
  ])('refuses %j days', (expiryDays, message) => {
    expect(errors({ ...valid, expiryDays })).toEqual({ expiryDays: message });
  });

  it('accepts 1 to 36500 days, or none', () => {
    expect(usd.safeParse({ ...valid, expiryDays: 1 }).success).toBe(true);
    expect(usd.safeParse({ ...valid, expiryDays: 36500 }).success).toBe(true);
    expect(usd.safeParse({ ...valid, expiryDays: null }).success).toBe(true);
  });
});

describe('the request shape', () => {
  it('holds the rules that do not depend on the currency or the plan', () => {
    expect(packageInputShape.safeParse({ ...valid, price: 999999 }).success).toBe(true);
    expect(errors({ ...valid, title: 'x', price: 'a' }, packageInputShape)).toEqual({
      title: 'Too short, please use at least 5 characters',
      price: 'Must be a number',
    });
  });
});
