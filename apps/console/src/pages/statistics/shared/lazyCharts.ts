/**
 * The statistics pages' charts, loaded after the page: visx and the district shapes are most of a statistics page's
 * bytes, so the page (its heading, filters and the numbers' placeholders) paints first and the charts' module loads
 * beside the page's answer. StatisticsScreen holds each chart's place while it loads (a Suspense boundary with the
 * same height). Small helpers (seriesColor) are imported from @oa/ui/Charts directly.
 */
import { lazy } from 'react';

const charts = () => import('@oa/ui/Charts');

export const LineChart = lazy(() => charts().then((module) => ({ default: module.LineChart })));
export const BarChart = lazy(() => charts().then((module) => ({ default: module.BarChart })));
export const Donut = lazy(() => charts().then((module) => ({ default: module.Donut })));
export const SeoulDistrictMap = lazy(() => charts().then((module) => ({ default: module.SeoulDistrictMap })));
