export {
  RadioSelector,
  type RadioSelectorProps,
  type RadioSelectorOption,
  type RadioSelectorHandle,
} from './RadioSelector';
