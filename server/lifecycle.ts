/** Shared between the shutdown sequence and the handlers that must know about it. */
export interface Lifecycle {
  stopping: boolean;
}

export function createLifecycle(): Lifecycle {
  return { stopping: false };
}
