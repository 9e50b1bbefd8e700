import type { vi } from './vi';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of a message catalogue: the Vietnamese one with every leaf widened to string. */
export type Messages = Widen<typeof vi>;
