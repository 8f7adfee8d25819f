export { Card, type CardProps } from './Card';
export { StatCard, type StatCardProps } from './StatCard';
