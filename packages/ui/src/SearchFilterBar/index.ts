export { SearchFilterBar, type SearchFilterBarProps } from './SearchFilterBar';
