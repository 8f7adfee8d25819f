import { describe, expect, it } from 'vitest';
import { acceptTokens, checkFile, formatBytes } from './checkFile';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('formatBytes', () => {
  it('writes sizes in steps of 1024 with at most one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * MB)).toBe('200 MB');
    expect(formatBytes(12.34 * MB)).toBe('12.3 MB');
    expect(formatBytes(2.5 * 1024 * MB)).toBe('2.5 GB');
  });
});

describe('acceptTokens', () => {
  it('splits, trims and lower-cases a string or a list', () => {
    expect(acceptTokens('.onnx, .ZIP')).toEqual(['.onnx', '.zip']);
    expect(acceptTokens(['application/zip', ' image/* '])).toEqual(['application/zip', 'image/*']);
    expect(acceptTokens(undefined)).toEqual([]);
    expect(acceptTokens('')).toEqual([]);
  });
});

describe('checkFile', () => {
  const rules = { accept: '.onnx,.zip', maxBytes: 200 * MB };

  it('accepts a file of an allowed extension (any case) within the size', () => {
    expect(checkFile(file('model-v2.onnx', 80 * MB), rules)).toBeNull();
    expect(checkFile(file('RELEASE.ZIP', 200 * MB, 'application/zip'), rules)).toBeNull();
  });

  it('refuses another type, listing what is allowed', () => {
    expect(checkFile(file('model.pt', MB), rules)).toBe('허용되지 않는 파일 형식입니다. (.onnx, .zip)');
    // The extension must end the name.
    expect(checkFile(file('model.onnx.txt', MB, 'text/plain'), rules)).toBe(
      '허용되지 않는 파일 형식입니다. (.onnx, .zip)',
    );
  });

  it('refuses a file over the size, naming the limit', () => {
    expect(checkFile(file('model.onnx', 200 * MB + 1), rules)).toBe('파일이 너무 큽니다. 최대 200 MB');
  });

  it('checks the type before the size', () => {
    expect(checkFile(file('video.mp4', 900 * MB), rules)).toBe('허용되지 않는 파일 형식입니다. (.onnx, .zip)');
  });

  it('matches MIME types and MIME groups', () => {
    expect(checkFile(file('a.bin', 10, 'application/zip'), { accept: ['application/zip'] })).toBeNull();
    expect(checkFile(file('photo.jpg', 10, 'image/jpeg'), { accept: 'image/*' })).toBeNull();
    expect(checkFile(file('a.pdf', 10, 'application/pdf'), { accept: 'image/*' })).toBe(
      '허용되지 않는 파일 형식입니다. (image/*)',
    );
  });

  it('refuses an empty file', () => {
    expect(checkFile(file('model.onnx', 0), rules)).toBe('빈 파일은 올릴 수 없습니다.');
  });

  it('accepts anything without rules', () => {
    expect(checkFile(file('anything', 5 * 1024 * MB), {})).toBeNull();
  });
});
