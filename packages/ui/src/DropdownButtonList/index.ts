export { DropdownButtonList, type DropdownButtonListProps, type DropdownButtonItem } from './DropdownButtonList';
export { MAX_DROPDOWN_ITEMS } from './items';
