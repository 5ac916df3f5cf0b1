import { describe, expect, it } from 'vitest';
import {
  calendarLocation,
  meetingPlace,
  meetingPlaceLine,
  type SessionLocation,
  webAddress,
} from './meeting-place';

const at = (fields: Partial<SessionLocation>): SessionLocation => ({
  type: 'custom',
  name: null,
  details: null,
  joinUrl: null,
  ...fields,
});
const studio = at({ name: 'Studio 4', details: '12 Rivington Street, London EC2A 3DU' });
const room = at({ name: 'Team room', details: 'https://meet.example.com/maya' });
const video = at({ type: 'daily' });
const zoom = at({ type: 'zoom' });

describe('meetingPlace', () => {
  it('gives an in-person location its name and address', () => {
    expect(meetingPlace(studio)).toEqual({
      kind: 'address',
      text: 'Studio 4, 12 Rivington Street, London EC2A 3DU',
    });
  });

  it('makes a custom location whose details are one web address a link', () => {
    expect(meetingPlace(room)).toEqual({
      kind: 'link',
      label: 'Team room',
      url: 'https://meet.example.com/maya',
    });
    expect(meetingPlace(at({ details: '  https://meet.example.com/x  ' }))).toEqual({
      kind: 'link',
      label: 'Online',
      url: 'https://meet.example.com/x',
    });
  });

  it('keeps text that merely contains an address as an address', () => {
    expect(meetingPlace(at({ name: 'Call', details: 'Dial in at https://meet.example.com/x' }))).toEqual({
      kind: 'address',
      text: 'Call, Dial in at https://meet.example.com/x',
    });
  });

  it('says a custom location with nothing stored is to be confirmed', () => {
    expect(meetingPlace(at({}))).toEqual({ kind: 'address', text: 'To be confirmed' });
  });

  it('has the expert send the link for built-in video and Zoom without a room', () => {
    expect(meetingPlace(video)).toEqual({ kind: 'expert-sends-link', label: 'Online' });
    expect(meetingPlace(zoom)).toEqual({ kind: 'expert-sends-link', label: 'Zoom' });
  });

  it('shows a real room once a session has a join link', () => {
    expect(meetingPlace(at({ type: 'daily', joinUrl: 'https://slotwise.example/s/abc' }))).toEqual({
      kind: 'link',
      label: 'Online',
      url: 'https://slotwise.example/s/abc',
    });
  });
});

describe('webAddress', () => {
  it('accepts only one http or https address', () => {
    expect(webAddress('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress('ftp://example.com')).toBeNull();
    expect(webAddress('https://a.example https://b.example')).toBeNull();
    expect(webAddress(null)).toBeNull();
  });
});

describe('meetingPlaceLine', () => {
  it('words each kind for the client, the expert and a calendar', () => {
    const lines = (location: SessionLocation) =>
      (['client', 'expert', 'calendar'] as const).map((who) =>
        meetingPlaceLine(meetingPlace(location), who, 'Maya Okafor'),
      );
    expect(lines(video)).toEqual([
      'Online — Maya Okafor will send you the link',
      'Online — clients are told you will send them the link',
      'Online — the link comes from Maya Okafor',
    ]);
    expect(lines(zoom)[0]).toBe('Zoom — Maya Okafor will send you the link');
    expect(lines(studio)).toEqual(Array(3).fill('Studio 4, 12 Rivington Street, London EC2A 3DU'));
    expect(lines(room)).toEqual(Array(3).fill('Team room: https://meet.example.com/maya'));
  });

  it("puts a link alone in a calendar's location", () => {
    expect(calendarLocation(meetingPlace(room), 'Maya Okafor')).toBe('https://meet.example.com/maya');
    expect(calendarLocation(meetingPlace(video), 'Maya Okafor')).toBe(
      'Online — the link comes from Maya Okafor',
    );
  });
});
