// Measures what the console ships before its first screen: the JS and CSS that index.html loads
// (entry chunk and its static imports), raw, gzip and brotli. Run after `npm run build`:
//   node scripts/bundle-size.mjs            (table)
//   node scripts/bundle-size.mjs --json     (machine-readable)
// Results are recorded in docs/benchmarks.md.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../apps/console/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

// Static imports of the entry chunk are fetched before first render too.
const seen = new Set();
const queue = [...initial];
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/import\s*(?:[\w{}\s,*]+from\s*)?["']\.\/([^"']+\.js)["']/g))
    queue.push(`assets/${m[1]}`);
}

const measure = (file) => {
  const buffer = readFileSync(join(dist, file));
  return {
    file,
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const rows = [...seen].sort().map(measure);
const total = (kind) => rows.filter((r) => r.file.endsWith(kind)).reduce((a, r) => a + r.brotli, 0);
const lazy = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && !seen.has(`assets/${f}`)).length;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ rows, jsBrotli: total('.js'), cssBrotli: total('.css'), lazyChunks: lazy }, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  for (const r of rows)
    console.log(
      `${r.file.padEnd(40)} raw ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}  brotli ${kb(r.brotli).padStart(8)}`,
    );
  console.log(
    `first screen: JS ${kb(total('.js'))} brotli, CSS ${kb(total('.css'))} brotli; ${lazy} chunks load on demand`,
  );
}
