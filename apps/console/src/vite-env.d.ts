/// <reference types="vite/client" />

/** Build-time settings (architecture.md "Configuration"): the five clients' base URLs and the test-automation flag. */
interface ImportMetaEnv {
  readonly VITE_API_OA?: string;
  readonly VITE_API_APPS?: string;
  readonly VITE_API_CUID?: string;
  readonly VITE_API_SEOUL_CUP?: string;
  readonly VITE_TEST_AUTOMATION?: string;
}
