export {
  Button,
  ButtonLink,
  buttonClassName,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonVariant,
  type ButtonWidth,
} from './Button';
