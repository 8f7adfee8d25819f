/** What a file picker accepts: `'.onnx,.zip'` or `['.onnx', 'application/zip', 'image/*']` (as input's accept). */
export type FileAccept = string | readonly string[];

export interface FileCheckOptions {
  /** Extensions ('.onnx'), MIME types ('application/zip') or MIME groups ('image/*'); absent: any type. */
  accept?: FileAccept;
  /** Largest size in bytes; absent: any size. */
  maxBytes?: number;
}

/** The accept list as lower-case tokens: `'.onnx, .ZIP'` -> `['.onnx', '.zip']`. */
export function acceptTokens(accept: FileAccept | undefined): string[] {
  const list = typeof accept === 'string' ? accept.split(',') : (accept ?? []);
  return list.map((token) => token.trim().toLowerCase()).filter(Boolean);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A size for people, in steps of 1024: 512 B, 1.5 KB, 12.3 MB, 200 MB. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${UNITS[unit] ?? ''}`;
}

/** Whether a file matches one token of an accept list (by extension, exact MIME type or MIME group). */
function matches(file: Pick<File, 'name' | 'type'>, token: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  if (token.startsWith('.')) return name.endsWith(token);
  if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
  return type === token;
}

/**
 * Why a file cannot be chosen, in Korean, or null when it can: a type outside `accept`
 * ('허용되지 않는 파일 형식입니다. (.onnx, .zip)'), a size over `maxBytes` ('파일이 너무 큽니다. 최대 200 MB') or
 * an empty file.
 */
export function checkFile(
  file: Pick<File, 'name' | 'size' | 'type'>,
  { accept, maxBytes }: FileCheckOptions,
): string | null {
  const tokens = acceptTokens(accept);
  if (tokens.length > 0 && !tokens.some((token) => matches(file, token))) {
    return `허용되지 않는 파일 형식입니다. (${tokens.join(', ')})`;
  }
  if (maxBytes !== undefined && file.size > maxBytes) return `파일이 너무 큽니다. 최대 ${formatBytes(maxBytes)}`;
  if (file.size === 0) return '빈 파일은 올릴 수 없습니다.';
  return null;
}
