/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Tenant the build serves ('demo' by default). */
  readonly VITE_TENANT?: string;
  /** Origin (optionally ending in /api) of the API when it is not this origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
