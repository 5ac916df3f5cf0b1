// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { domRootPerTest } from '../../../testing/dom-root';
import { ActionForm } from './action-form';
import { newActionValues } from './action-form-values';

const dom = domRootPerTest();

function render(onSubmit: () => Promise<unknown>) {
  act(() => {
    dom.render(
      <MantineProvider env="test">
        <ActionForm
          type="session"
          initialValues={{ ...newActionValues('session'), message: 'See you soon' }}
          submitLabel="Add action"
          onSubmit={onSubmit}
          onCancel={() => {}}
        />
      </MantineProvider>,
    );
  });
}

const submit = () =>
  act(async () => {
    dom.container.querySelector('form')!.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
const text = () => dom.container.textContent ?? '';

describe('the action form', () => {
  it("shows the server's field message under its field", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'bad_request', 'Unknown placeholder: {{oops}}', {
        message: 'Unknown placeholder: {{oops}}',
      });
    });
    render(onSubmit);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'reminder.client',
      trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'hour' },
      message: 'See you soon',
      description: null,
      conditionGroup: null,
    });
    const error = dom.container.querySelector('.mantine-Textarea-error');
    expect(error?.textContent).toBe('Unknown placeholder: {{oops}}');
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
  });

  it("says 'Something went wrong. Please try again' when saving an action fails unexpectedly", async () => {
    render(async () => {
      throw new ApiError(500, 'internal', 'Something went wrong. Please try again later.');
    });
    await submit();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Something went wrong. Please try again',
    );
  });

  it("keeps the API's words for a refusal it explains", async () => {
    render(async () => {
      throw new ApiError(409, 'conflict', 'A workflow can have at most 20 actions');
    });
    await submit();
    expect(text()).toContain('A workflow can have at most 20 actions');
  });
});
