import { describe, expect, it } from 'vitest';
import type { PackageView } from '../../../../domain/packages/package-view';
import {
  draftPackageInput,
  EMPTY_PACKAGE_VALUES,
  perMonthLabel,
  validatePackageForm,
  valuesFromClone,
  valuesFromPackage,
} from './package-form-values';

const saved: PackageView = {
  id: 'p1',
  title: 'Five coaching calls',
  description: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] },
  personalSessions: [{ serviceId: 's1', title: 'Coaching call', count: 3 }],
  groupSessions: [{ sessionId: 'g1', title: 'Circle', start: '2030-01-01T10:00:00.000Z' }],
  series: [{ seriesId: 'y1', title: 'Yoga series', count: 2 }],
  price: 12050,
  currency: 'USD',
  paymentPlan: { months: 4, amount: 3013 },
  expiryDays: 30,
  hidden: true,
  workflowsIds: ['wf1'],
  order: 1,
  createdAt: '2030-01-01T00:00:00.000Z',
};

describe('package form values', () => {
  it('fills the form from a saved package, in major units', () => {
    expect(valuesFromPackage(saved)).toEqual({
      title: 'Five coaching calls',
      description: saved.description,
      personalSessions: [{ serviceId: 's1', count: 3 }],
      groupSessionIds: ['g1'],
      series: [{ seriesId: 'y1', count: 2 }],
      price: 120.5,
      paymentPlanEnabled: true,
      paymentPlanMonths: 4,
      expires: true,
      expiryDays: 30,
      hidden: true,
      workflowsIds: ['wf1'],
    });
  });

  it("clones with ' (clone)' after the title", () => {
    expect(valuesFromClone(saved).title).toBe('Five coaching calls (clone)');
    expect(valuesFromClone(saved).price).toBe(120.5);
  });

  it('sends null for switched-off options and leaves empty numbers out', () => {
    const draft = draftPackageInput({
      ...EMPTY_PACKAGE_VALUES,
      title: 'Taster',
      personalSessions: [{ serviceId: 's1', count: '' }],
      expires: true,
      expiryDays: '',
    });
    expect(draft).toEqual({
      title: 'Taster',
      description: null,
      personalSessions: [{ serviceId: 's1', count: undefined }],
      groupSessionIds: [],
      series: [],
      price: undefined,
      paymentPlanMonths: null,
      expiryDays: undefined,
      hidden: false,
      workflowsIds: [],
    });
    expect(draftPackageInput(EMPTY_PACKAGE_VALUES, true)).toMatchObject({ confirmedEmpty: true });
  });

  it("validates with the API's messages, keyed by the full field path, and leaves the empty question to the dialog", () => {
    const validate = validatePackageForm('USD', false);
    expect(
      validate({
        ...EMPTY_PACKAGE_VALUES,
        title: 'Taste',
        personalSessions: [{ serviceId: 's1', count: 11 }],
        price: '',
      }),
    ).toEqual({ 'personalSessions.0.count': 'Cannot be greater than 10 sessions', price: 'Required' });
    expect(validate({ ...EMPTY_PACKAGE_VALUES, title: 'Taster', price: 0 })).toEqual({});
    expect(validate({ ...EMPTY_PACKAGE_VALUES, title: 'Taster', price: 3500 })).toEqual({
      price:
        "That's too much! The package price is limited to $3,000.00. Contact us if you need this limit increased.",
    });
    expect(
      validatePackageForm('USD', true)({ ...EMPTY_PACKAGE_VALUES, title: 'Taster', price: 3500 }),
    ).toEqual({});
  });

  it('shows the instalment for a valid price and month count', () => {
    const values = { ...EMPTY_PACKAGE_VALUES, price: 100, paymentPlanEnabled: true, paymentPlanMonths: 3 };
    expect(perMonthLabel(values, 'USD')).toBe('3 × $33.34 per month');
    expect(perMonthLabel({ ...values, paymentPlanMonths: 13 }, 'USD')).toBeNull();
    expect(perMonthLabel({ ...values, price: '' }, 'USD')).toBeNull();
    expect(perMonthLabel({ ...values, price: 0 }, 'USD')).toBeNull();
  });
});
