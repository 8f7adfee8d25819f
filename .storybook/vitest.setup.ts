import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { configure } from 'storybook/test';
import { beforeAll } from 'vitest';
import * as previewAnnotations from './preview';
import { visualSnapshot } from './visual';

// Every story is a test: it renders, its play function passes, axe finds no violation (a11y addon,
// `test: 'error'`), and finally its pixels match the committed baseline (visual.ts).
const annotations = setProjectAnnotations([a11yAnnotations, previewAnnotations, { afterEach: visualSnapshot }]);

beforeAll(annotations.beforeAll);

// `findBy…` waits 5 s, not 1: on two busy cores the dev server may still be transforming a lazily loaded dialog's
// module when a play function opens it (a clean-clone run failed ClientListPage's five dialog stories so).
configure({ asyncUtilTimeout: 5000 });
