import type { ComponentType } from 'react';

/** One console screen: a path below /ops and its module (which exports `Component`). */
export interface OpsScreen {
  /** Relative to /ops, e.g. 'examination/:id'. */
  path: string;
  load: () => Promise<{ Component: ComponentType }>;
}
