/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address the error screen's "report" link writes to. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
