/** What the robot area's route plugins get: the platform's AreaContext and the area's live robot events. */
import type { AreaContext, AreaPlugin } from '../area';
import type { RobotEvents } from './events';
import type { RobotSeedOptions } from './seed';

export interface RobotServices {
  /** Robot changes for the live streams: the simulator and commands announce theirs here. */
  robotEvents: RobotEvents;
}

export type RobotContext = AreaContext & RobotServices;
export type RobotsPlugin = AreaPlugin<RobotServices>;

/** The robot area's options: its seed's amounts (default 300 x SEED_SIZE robots, 120 days; tests seed fewer). */
export interface RobotOptions {
  seed?: Partial<RobotSeedOptions>;
}
