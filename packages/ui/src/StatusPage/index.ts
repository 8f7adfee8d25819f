export { StatusPage, type StatusPageProps } from './StatusPage';
