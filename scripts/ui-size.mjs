// Measures what @oa/ui costs an app, from the library's built dist/ (run `npm run bench:ui-size`, which builds
// it first). Three tiny apps are bundled with Vite for production, and their JS and CSS are compressed with
// brotli (quality 11):
//   base   React, react-dom and react-router's data router: what every console page pays anyway;
//   page   base + a console list page that uses Button, Modal, Toast and DataTable (per-component entries);
//   whole  base + every export of the package index (the whole design system, charts and map included).
// The figures "on top of base" are what the budget is about (page: under 40 kB brotli of JS).
//   node scripts/ui-size.mjs [--json]
// Results are recorded in docs/benchmarks.md.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';

const root = new URL('../node_modules/.cache/ui-size/', import.meta.url).pathname;
const PAGE_BUDGET_KB = 40;

const base = `
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '@oa/ui/styles';
`;
const mount = (element) => `
const router = createBrowserRouter([{ path: '*', element: ${element} }]);
createRoot(document.getElementById('root')).render(h(StrictMode, null, h(RouterProvider, { router })));
`;

const apps = {
  base: base + mount(`h('main', null, 'OA Console')`),
  page:
    base +
    `
import { useState } from 'react';
import { Button } from '@oa/ui/Button';
import { Modal } from '@oa/ui/Modal';
import { Toaster, toast } from '@oa/ui/Toast';
import { DataTable } from '@oa/ui/DataTable';
const rows = [{ id: '1', name: '강남구청 1호기', createdAt: '2026-11-22T00:00:00Z' }];
const columns = [
  { id: 'name', header: '이름', cell: (row) => row.name },
  { id: 'createdAt', header: '등록일', cell: (row) => row.createdAt },
];
function RobotListPage() {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  return h('main', null,
    h(Button, { onClick: () => setOpen(true) }, '등록'),
    h(Button, { variant: 'secondary', onClick: () => toast.success('저장되었습니다') }, '저장'),
    h(DataTable, { columns, data: rows, total: rows.length, page, pageSize: 10, onPageChange: setPage, getRowId: (r) => r.id }),
    h(Modal, { open, onOpenChange: setOpen, title: '로봇 등록' }, '내용'),
    h(Toaster, null));
}
` +
    mount('h(RobotListPage)'),
  whole:
    base +
    `
import * as ui from '@oa/ui';
globalThis.__oaUi = ui;
` +
    mount(`h('main', null, 'OA Console')`),
};

// Each of the page's components alone, to see where the page's bytes go.
for (const [entry, name] of [
  ['Button', 'Button'],
  ['Modal', 'Modal'],
  ['Toast', 'Toaster'],
  ['DataTable', 'DataTable'],
])
  apps[entry] =
    base +
    `import { ${name} } from '@oa/ui/${entry}';\nglobalThis.__oaUi = ${name};\n` +
    mount(`h('main', null, 'OA')`);

const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function measure(name, source) {
  const dir = join(root, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.js'), source);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    build: { outDir: 'dist', target: 'es2022', emptyOutDir: true },
  });
  const assets = join(dir, 'dist', 'assets');
  const sum = (ext) =>
    readdirSync(assets)
      .filter((f) => f.endsWith(ext))
      .reduce((total, f) => total + brotli(readFileSync(join(assets, f))), 0);
  return { js: sum('.js'), css: sum('.css') };
}

const results = {};
for (const [name, source] of Object.entries(apps)) results[name] = await measure(name, source);

// The library itself, file by file as published (uncompressed modules, before an app's bundler minifies them).
const libDist = new URL('../packages/ui/dist/', import.meta.url).pathname;
const libFiles = readdirSync(libDist, { recursive: true }).filter((f) => /\.(js|css)$/.test(f));
const library = {
  files: libFiles.length,
  jsRaw: libFiles.filter((f) => f.endsWith('.js')).reduce((t, f) => t + readFileSync(join(libDist, f)).length, 0),
  cssRaw: libFiles.filter((f) => f.endsWith('.css')).reduce((t, f) => t + readFileSync(join(libDist, f)).length, 0),
};

const onTop = (name) => ({ js: results[name].js - results.base.js, css: results[name].css - results.base.css });
const report = { ...results, pageOnTop: onTop('page'), wholeOnTop: onTop('whole'), library };

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  for (const name of Object.keys(apps))
    console.log(
      `${name.padEnd(6)} JS ${kb(results[name].js).padStart(9)}  CSS ${kb(results[name].css).padStart(8)} (brotli)`,
    );
  console.log(
    `page on top of base:  JS ${kb(report.pageOnTop.js)}, CSS ${kb(report.pageOnTop.css)} (budget: JS < ${PAGE_BUDGET_KB} kB)`,
  );
  console.log(`whole package on top: JS ${kb(report.wholeOnTop.js)}, CSS ${kb(report.wholeOnTop.css)}`);
  for (const name of ['Button', 'Modal', 'Toast', 'DataTable'])
    console.log(`${name} alone on top: JS ${kb(onTop(name).js)}, CSS ${kb(onTop(name).css)}`);
  console.log(`dist: ${library.files} files, JS ${kb(library.jsRaw)}, CSS ${kb(library.cssRaw)} (raw, unminified)`);
}
if (report.pageOnTop.js > PAGE_BUDGET_KB * 1024) {
  console.error(`The Button + Modal + Toast + DataTable page is over its ${PAGE_BUDGET_KB} kB budget.`);
  process.exitCode = 1;
}
