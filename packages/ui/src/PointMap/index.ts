export { PointMap, type PointMapProps, type MapPoint, type MapGroup } from './PointMap';
