export { LineChart, type LineChartProps, type LineChartDatum } from './LineChart';
export { BarChart, type BarChartProps, type BarChartDatum } from './BarChart';
export { Donut, type DonutProps, type DonutDatum } from './Donut';
// The map's module carries the district shapes: import it lazily where first paint matters.
export { SeoulDistrictMap, type SeoulDistrictMapProps, type SeoulDistrictValue } from './SeoulDistrictMap';
export { SEOUL_DISTRICTS, findSeoulDistrict, type SeoulDistrict } from './seoulDistricts';
export { ChartLegend, type LegendItem } from './ChartLegend';
export { type ChartSeries } from './seriesData';
export { type ChartCommonProps } from './useChart';
export { seriesColor, sequentialColors } from './colors';
export { ChartDownload, type ChartDownloadProps } from './ChartDownload';
export { chartSvgMarkup, chartPng, chartFileName, type ChartImageLegendItem } from './chartImage';
