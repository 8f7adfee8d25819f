import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens } from './tokens';

/** The default (and so far only) theme, on :root so every page and portal inherits it. */
createGlobalTheme(':root', vars, tokens);
