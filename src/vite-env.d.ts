/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's base address; `/api` on the app's own origin when unset. */
  readonly VITE_API_URL?: string;
  /** Enables address search in the forms (docs/product.md#address-search); without it the address fields are plain inputs. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
}
