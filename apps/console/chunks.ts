/**
 * Which of the console's code travels together (Rolldown `output.codeSplitting`, used by vite.config.ts).
 *
 * Left to itself, the bundler gives every set of importers its own chunk. With each screen a chunk of its own, a
 * list screen's first load came in 36 files, many of them under 300 bytes, and brotli compresses each file alone:
 * the same files as one stream were 7.7 kB smaller (docs/performance.md). The console knows which code every page
 * of a kind needs, so it names a few chunks, each measured by `npm run bench:routes`:
 *
 * - `framework`: what the entry imports (React, the router, the session check, the loading and error pages), so
 *   no group below takes any of it along as a dependency.
 * - `account`: what the sign-in pages share with the signed-in pages (the account calls, the form fields, the
 *   card): /login loads the entry, its page and this.
 * - `console`: what every signed-in page needs beyond that (the layout, the route table and guard, the data layer,
 *   the empty, error and loading states, the icons of those first-screen components).
 * - `kit`: what a list screen adds (the table, the filters, the badge, the list state in the URL, EXCEL). Each
 *   area's status tables stay out, with the area's own screens.
 * - `robots`: the robot area's typed read hooks and labels, which its screens read together (one file instead of
 *   two on the robot list's first load). Its status tables stay a file of their own (`robotStatus`), which the
 *   home page reads without the rest.
 * - the cup programme by part, each part's contract, read hooks, labels and status tables together (issue 31):
 *   `cupBase` (the enumerations and paths every part reads, the ID filters), `cup` (machines, rentals, returns),
 *   `cupMoney` (refunds, remittances, the crew), `cupLife` (a cup's and a box's life); a screen loads its parts.
 *   Its screens' paths are in `console`, with the other areas' paths, since the home page links to them.
 * - `period`: a list's period field (its calendar loads on use).
 *
 * Everything else is left to the bundler: each screen with what only it or a few screens use, and what loads
 * later (dialogs, the date picker, charts, toasts, the EXCEL worker). A module added to a page's first load
 * outside these lists costs a file, not a wrong page: the bench shows it.
 */
import type { Rolldown } from 'vite';

type CodeSplitting = Extract<NonNullable<Rolldown.OutputOptions['codeSplitting']>, object>;

const ACCOUNT = [
  /packages\/ui\/dist\/(Stack|TextField)\//,
  /packages\/ui\/dist\/Field\/(?!mergeRefs|useControllableState)/,
  /apps\/console\/src\/(routerLink|app\/shell\/(account|useDocumentTitle)\.)/,
];
const SIGN_IN = [
  /packages\/ui\/dist\/Card\/Card\./,
  /apps\/console\/src\/(app\/forms\/useTextForm\.|pages\/auth\/(AuthFrame|AuthPage))/,
];
const CONSOLE = [
  /apps\/console\/src\/(layout\/(?!signedInRoutes)|app\/shell\/(data|guard|access|notify)\.|app\/lists\/(listFilterForm|listFilters|listHref)\.|screenLoader|pages\/ScreenErrorPage)/,
  /packages\/api\/src\/(api|clients|http|refresh|errors|swrConfig|hooks)\.tsx?$/,
  /packages\/auth\/src\/(routes|permissions|actions|Can|guard|messages)\.tsx?$/,
  /packages\/contract\/src\/(listQuery|envelope|listFields|robots|seoul|home)\.ts$/,
  /packages\/ui\/dist\/(Sidebar|TopBar|PageHeader|format|EmptyState|ErrorState|Skeleton)\//,
  /packages\/ui\/dist\/StatusBadge\/statusTables\./,
  /apps\/console\/src\/pages\/(robots|users|clients|cup)\/shared\/(robot|user|client|cup)Paths\./,
  /node_modules\/(swr\/dist\/(?!mutation)|dequal|lucide-react\/dist\/esm\/(?!icons\/|lucide-react))/,
];
const ROBOTS = [/apps\/console\/src\/pages\/robots\/shared\/(robotData|robotLabels)\./];
/** What every part of the cup programme reads: its enumerations and paths (contract), field words, ID filters. */
const CUP_BASE = [
  /packages\/contract\/src\/cup\.ts$/,
  /apps\/console\/src\/pages\/cup\/shared\/(cupFilters|fieldLabels|cupClient)\./,
];
const CUP = [
  /apps\/console\/src\/pages\/cup\/shared\/(cupData|cupLabels)\./,
  /packages\/ui\/dist\/StatusBadge\/machineStatus\./,
];
const CUP_MONEY = [
  /packages\/contract\/src\/cupMoney\.ts$/,
  /apps\/console\/src\/pages\/cup\/shared\/(moneyData|moneyLabels)\./,
  /packages\/ui\/dist\/StatusBadge\/moneyStatus\./,
];
const CUP_LIFE = [
  /packages\/contract\/src\/cupLife\.ts$/,
  /apps\/console\/src\/pages\/cup\/shared\/(lifeData|lifePaths)\./,
  /packages\/ui\/dist\/StatusBadge\/cupStatus\./,
];
/** The list's period field (its calendar loads on use) with what it needs (the x icon, mergeRefs). */
const PERIOD = [
  /packages\/ui\/dist\/DatePicker\/(DateRangePicker|PickerField|calendarDay|DatePicker\.css)/,
  /apps\/console\/src\/app\/lists\/PeriodPicker\./,
  /packages\/contract\/src\/days\.ts$/,
  /lucide-react\/dist\/esm\/icons\/calendar-days\./,
];
const ROBOT_STATUS = [/packages\/ui\/dist\/StatusBadge\/robotStatus\./];
const KIT = [
  /packages\/ui\/dist\/(DataTable|SearchFilterBar|Select|ExcelButton)\//,
  /packages\/ui\/dist\/StatusBadge\/(StatusBadge|Badge)\./,
  /apps\/console\/src\/app\/(lists\/(useListUrlState|useListFilters|ListTable|ListExcelButton|districtOptions|withRowActions)|shell\/useClientOptions)\./,
  // A field's state hook: the period field and the tabs of a list read it.
  /packages\/ui\/dist\/Field\/useControllableState\./,
  /node_modules\/@vanilla-extract\/private\//,
];
/** The design system's components that a first screen shows; their icons go in `console`. */
const FIRST_SCREEN_UI =
  /packages\/ui\/dist\/(Card|DataTable|SearchFilterBar|Select|ExcelButton|EmptyState|ErrorState|Sidebar|TopBar|PageHeader)\//;
const ICONS = 'node_modules/lucide-react/dist/esm/icons/';

const matches = (patterns: readonly RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

/** The console's `output.codeSplitting`. */
export function consoleChunks(): CodeSplitting {
  return {
    groups: [
      { name: 'framework', tags: ['$initial'], priority: 4 },
      { name: 'account', test: matches(ACCOUNT), priority: 3 },
      { name: 'signin', test: matches(SIGN_IN), priority: 3 },
      {
        debugName: 'console',
        // ui imports each icon by its own path (packages/ui/vite.lib.config.mjs), so an icon's importers are known.
        name: (id, context) =>
          matches(CONSOLE)(id) ||
          (id.includes(ICONS) && (context.getModuleInfo(id)?.importers ?? []).some((by) => FIRST_SCREEN_UI.test(by)))
            ? 'console'
            : null,
        priority: 2,
      },
      { name: 'kit', test: matches(KIT), priority: 1 },
      { name: 'robotStatus', test: matches(ROBOT_STATUS), priority: 2 },
      { name: 'robots', test: matches(ROBOTS), priority: 1 },
      { name: 'cupBase', test: matches(CUP_BASE), priority: 2 },
      { name: 'cup', test: matches(CUP), priority: 1 },
      { name: 'cupMoney', test: matches(CUP_MONEY), priority: 1 },
      { name: 'cupLife', test: matches(CUP_LIFE), priority: 1 },
      { name: 'period', test: matches(PERIOD), priority: 1 },
    ],
  };
}
