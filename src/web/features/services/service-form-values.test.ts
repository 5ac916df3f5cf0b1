import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULING_RULES } from '../../../domain/scheduling/scheduling-rules';
import { serviceInput } from '../../../domain/services/service-input';
import type { ServiceView } from '../../../domain/services/service-view';
import { newServiceValues, serviceValues, toServiceInput } from './service-form-values';

const expertRules = { ...DEFAULT_SCHEDULING_RULES, minNotice: 120 };
const view: ServiceView = {
  id: 's1',
  title: 'Deep dive',
  description: null,
  duration: 100,
  price: { amount: 24950, currency: 'USD' },
  availability: { id: 'availability', name: 'Working hours' },
  hasCustomRules: false,
  customSchedulingRules: null,
  locationType: 'custom',
  locationId: 'loc1',
  hidden: true,
  collectPhoneNumber: false,
  workflowsIds: ['wf1', 'wf2'],
  order: 2,
};

describe('service form values', () => {
  it('start a new service as an hour on Working hours, custom rules ready from the expert’s', () => {
    const values = newServiceValues(expertRules);
    expect(values).toMatchObject({
      duration: 60,
      price: '',
      availabilityId: 'availability',
      useCustomRules: false,
      workflowsIds: [],
    });
    expect(values.customSchedulingRules).toEqual(expertRules);
  });

  it('show a saved price with the currency’s decimals', () => {
    expect(serviceValues(view, expertRules).price).toBe('249.50');
    expect(serviceValues({ ...view, price: { amount: 5000, currency: 'JPY' } }, undefined).price).toBe(
      '5000',
    );
  });

  it('turn back into the same input, leaving out rules that are switched off', () => {
    const input = toServiceInput(serviceValues(view, expertRules));
    expect(serviceInput('USD').parse(input)).toEqual({
      title: 'Deep dive',
      description: null,
      duration: 100,
      price: 249.5,
      availabilityId: 'availability',
      customSchedulingRules: null,
      locationType: 'custom',
      locationId: 'loc1',
      hidden: true,
      collectPhoneNumber: false,
      workflowsIds: ['wf1', 'wf2'],
    });
    const withRules = toServiceInput({ ...serviceValues(view, expertRules), useCustomRules: true });
    expect(withRules.customSchedulingRules).toEqual(expertRules);
  });

  it('read empty numbers as missing, so the form says Required', () => {
    const input = toServiceInput({ ...newServiceValues(undefined), duration: '', price: '' });
    expect(input.price).toBeUndefined();
    expect(input.duration).toBeUndefined();
    expect(toServiceInput({ ...newServiceValues(undefined), price: '1,250.00' }).price).toBe(1250);
  });
});
