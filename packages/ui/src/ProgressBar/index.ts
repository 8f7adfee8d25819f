export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { clampPercent, progressTone, type ProgressThresholds } from './progressTone';
