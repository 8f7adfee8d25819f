/**
 * What the cup area's route plugins get: the platform's AreaContext and the cup programme's own services (its
 * cipher, live changes, remitter and messenger). Every plugin of the cup area is a CupPlugin.
 */
import type { AreaContext, AreaPlugin } from '../area';

export type CupContext = AreaContext;
export type CupPlugin = AreaPlugin;
