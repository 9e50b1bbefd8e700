/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Tenant the build serves ('demo' by default). */
  readonly VITE_TENANT?: string;
  /** Origin (optionally ending in /api) of the API when it is not this origin. */
  readonly VITE_API_URL?: string;
  /** Address of the POS (the cashier app), '/pos/' by default: the back office's cashier routes hand over to it. */
  readonly VITE_POS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
