import { describe, expect, it } from 'vitest';
import { offerPrice, providerNodes, scriptJson } from './structured-data';

describe('schema.org for the public pages (issue 19)', () => {
  it('writes prices as schema.org wants them: decimals of the currency', () => {
    expect(offerPrice(12000, 'USD')).toBe('120.00');
    expect(offerPrice(5, 'EUR')).toBe('0.05');
    expect(offerPrice(5000, 'JPY')).toBe('5000');
  });

  it('keeps anything that could end the script element out of it', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });

  it('is a Person when the page goes by the expert’s name, else an Organization they founded', () => {
    const url = 'https://slotwise.example/ada';
    expect(
      providerNodes({ firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada Lovelace' }, url),
    ).toEqual({
      nodes: [expect.objectContaining({ '@type': 'Person', name: 'Ada Lovelace' })],
      provider: { '@id': `${url}#person` },
    });
    const business = providerNodes(
      { firstName: 'Ada', lastName: 'Lovelace', displayName: 'Analytical Coaching' },
      url,
    );
    expect(business.nodes.map((n) => n['@type'])).toEqual(['Organization', 'Person']);
    expect(business.provider).toEqual({ '@id': `${url}#organization` });
  });
});
