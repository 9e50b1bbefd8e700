import type { vi } from './vi';
import type { viShell } from './vi-shell';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The messages loaded with the app (shell, sign-in and status screens). */
export type CoreMessages = Widen<typeof vi>;
/** The messages of the signed-in screens, loaded with the layouts. */
export type ShellMessages = Widen<typeof viShell>;
/** The whole catalogue of one language (one namespace, loaded in two parts). */
export type Messages = CoreMessages & ShellMessages;
