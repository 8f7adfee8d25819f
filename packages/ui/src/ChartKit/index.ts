// What a page needs of the charts without their drawing code (visx, the district shapes): the colours, the legend,
// the image download and the charts' types, and each chart loading its code when first shown (LazyCharts.tsx).
// @oa/ui/Charts draws at once (and brings visx along).
export { LazyLineChart, LazyBarChart, LazyDonut, LazySeoulDistrictMap, type LazyChart } from './LazyCharts';
export { ChartPlaceholder, type ChartPlaceholderProps, type ChartSpace } from './ChartPlaceholder';
export { type LineChartProps, type LineChartDatum } from '../Charts/LineChart';
export { type BarChartProps, type BarChartDatum } from '../Charts/BarChart';
export { type DonutProps, type DonutDatum } from '../Charts/Donut';
export { type SeoulDistrictMapProps, type SeoulDistrictValue } from '../Charts/SeoulDistrictMap';
export { SEOUL_DISTRICTS, findSeoulDistrict, type SeoulDistrict } from '../Charts/seoulDistricts';
export { ChartLegend, type LegendItem } from '../Charts/ChartLegend';
export { type ChartSeries } from '../Charts/seriesData';
export { type ChartCommonProps } from '../Charts/useChart';
export { seriesColor, sequentialColors } from '../Charts/colors';
export { ChartDownload, type ChartDownloadProps } from '../Charts/ChartDownload';
export { chartSvgMarkup, chartPng, chartFileName, type ChartImageLegendItem } from '../Charts/chartImage';
