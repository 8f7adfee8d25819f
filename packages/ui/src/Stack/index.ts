export { Inline, Stack, type StackAlign, type StackElement, type StackJustify, type StackProps } from './Stack';
