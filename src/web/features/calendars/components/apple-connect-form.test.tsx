// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { domRootPerTest } from '../../../testing/dom-root';
import { AppleConnectForm } from './apple-connect-form';

// spec §8: 'Failed to connect Apple account: ' and the server's reason, on the form; a refused
// address (ADR 039: not https, or a private network in production) arrives as a 400 of that form.

const dom = domRootPerTest();

function show(error: unknown) {
  act(() => {
    dom.render(
      <MantineProvider env="test">
        <AppleConnectForm
          initialUsername=""
          accountId={null}
          saving={false}
          error={error}
          onSubmit={async () => {}}
        />
      </MantineProvider>,
    );
  });
  return [...document.body.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
}

describe('AppleConnectForm', () => {
  it("shows the server's refusal of the address in its words", () => {
    const message =
      'Failed to connect Apple account: the server address is on a private network (loopback, private, link-local or unique-local), which this installation does not connect to';
    expect(show(new ApiError(400, 'bad_request', message))).toEqual([message]);
  });

  it("shows the CalDAV server's own reason (409)", () => {
    const message = 'Failed to connect Apple account: 401 Unauthorized';
    expect(show(new ApiError(409, 'conflict', message))).toEqual([message]);
  });

  it('says only "Something went wrong." for a server failure', () => {
    expect(show(new ApiError(500, 'internal', 'boom'))).toEqual(['Something went wrong.']);
  });
});
