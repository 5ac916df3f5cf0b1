import { describe, expect, it } from 'vitest';
import { attachmentDisposition, contentAddressedKey, isValidStorageKey } from './adapter';

describe('storage keys', () => {
  it('accepts relative paths of safe segments', () => {
    for (const key of ['a', 'avatars/u1/3f2a.png', 'recordings/2026/05/call_1-final.webm', 'A.B-c_d']) {
      expect(isValidStorageKey(key), key).toBe(true);
    }
  });

  it('refuses anything that could name a file outside the root', () => {
    for (const key of [
      '',
      '..',
      '../a',
      'a/..',
      'a/../b',
      '/a',
      'a/',
      'a//b',
      '.a',
      'a/.b',
      'a\\b',
      'a\0',
      'C:a',
      '~/a',
      'a b',
      'ä',
    ]) {
      expect(isValidStorageKey(key), JSON.stringify(key)).toBe(false);
    }
    expect(isValidStorageKey(`a/${'b'.repeat(201)}`)).toBe(false);
  });

  it('names content by its SHA-256', () => {
    expect(contentAddressedKey('photos', Buffer.from('abc'), 'png')).toBe(
      'photos/ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.png',
    );
  });

  it('offers a file name in ASCII and in UTF-8', () => {
    expect(attachmentDisposition(`Anna's "call" (1).mp4`)).toBe(
      `attachment; filename="Anna's _call_ (1).mp4"; filename*=UTF-8''Anna%27s%20%22call%22%20%281%29.mp4`,
    );
  });
});
