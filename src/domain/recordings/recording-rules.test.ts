import { describe, expect, it } from 'vitest';
import {
  canMoveRecording,
  durationInMinutes,
  isRecordingReady,
  processingPercent,
  RECORDING_STATUSES,
  recordingStateLabel,
  recordingStatesBefore,
} from './recording-rules';

describe('recording states', () => {
  it('moves inprogress → finished → processing → ready or error, and nothing else', () => {
    const allowed = RECORDING_STATUSES.flatMap((from) =>
      RECORDING_STATUSES.filter((to) => canMoveRecording(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'inprogress→finished',
      'inprogress→error',
      'finished→processing',
      'finished→error',
      'processing→processing',
      'processing→ready',
      'processing→error',
    ]);
  });

  it('lets nothing leave ready or error', () => {
    for (const to of RECORDING_STATUSES) {
      expect(canMoveRecording('ready', to)).toBe(false);
      expect(canMoveRecording('error', to)).toBe(false);
    }
  });

  it('names the states a move may start from', () => {
    expect(recordingStatesBefore('ready')).toEqual(['processing']);
    expect(recordingStatesBefore('error')).toEqual(['inprogress', 'finished', 'processing']);
    expect(recordingStatesBefore('processing')).toEqual(['finished', 'processing']);
  });

  it('offers View, Download and Delete only when ready', () => {
    expect(RECORDING_STATUSES.filter(isRecordingReady)).toEqual(['ready']);
  });

  it('shows finished as finalizing and processing with its percent', () => {
    expect(recordingStateLabel('inprogress', null)).toBe('Recording');
    expect(recordingStateLabel('finished', null)).toBe('Finalizing');
    expect(recordingStateLabel('processing', 42)).toBe('Processing 42%');
    expect(recordingStateLabel('processing', null)).toBe('Processing 0%');
    expect(recordingStateLabel('ready', 100)).toBe('Ready');
    expect(recordingStateLabel('error', null)).toBe('Failed');
  });
});

describe('recording duration in minutes', () => {
  it('rounds up (spec doc 1 §9)', () => {
    expect(durationInMinutes(0)).toBe(0);
    expect(durationInMinutes(1)).toBe(1);
    expect(durationInMinutes(20)).toBe(1);
    expect(durationInMinutes(60)).toBe(1);
    expect(durationInMinutes(61)).toBe(2);
    expect(durationInMinutes(3599)).toBe(60);
    expect(durationInMinutes(null)).toBe(null);
  });
});

describe('processing percent', () => {
  it('follows ffmpeg progress and stays below 100 until done', () => {
    expect(processingPercent(0, 20_000)).toBe(0);
    expect(processingPercent(5_000, 20_000)).toBe(25);
    expect(processingPercent(19_999, 20_000)).toBe(99);
    expect(processingPercent(25_000, 20_000)).toBe(99);
    expect(processingPercent(5_000, 0)).toBe(0);
  });
});
