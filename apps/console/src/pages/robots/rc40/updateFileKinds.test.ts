import { describe, expect, it } from 'vitest';
import { formatBytes, UPDATE_FILE_KIND_INFO } from './updateFileKinds';

describe('formatBytes', () => {
  it('counts in 1,024s with one decimal under 100', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatBytes(3.25 * 1024 * 1024 * 1024)).toBe('3.3 GB');
  });
});

describe('the two kinds', () => {
  it('each has its own screens, endpoints and actions', () => {
    expect(UPDATE_FILE_KIND_INFO.PROGRAM.path).toBe('/v1/rc40/programs');
    expect(UPDATE_FILE_KIND_INFO.AI_MODEL.path).toBe('/v1/rc40/ai-models');
    expect(UPDATE_FILE_KIND_INFO.AI_MODEL.uploadRoute).toBe('/dashboard/rc-4_0-ai-model/edit');
    expect(UPDATE_FILE_KIND_INFO.PROGRAM.rolloutAction).toBe('rolloutProgram');
  });
});
