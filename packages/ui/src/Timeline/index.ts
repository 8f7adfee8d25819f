export { Timeline, type TimelineEvent, type TimelineLabels, type TimelineProps } from './Timeline';
export { formatSeoulTime, newestFirst, type TimelineTime } from './timelineOrder';
