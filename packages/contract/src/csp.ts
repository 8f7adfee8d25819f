/**
 * The nonce placeholder of the console's build (Vite's `html.cspNonce`): Vite writes it on the tags it generates
 * and on `<meta property="csp-nonce">` in index.html; the server replaces it with a fresh random nonce in every
 * copy of index.html it sends, and allows that nonce in the same response's `style-src`.
 */
export const CSP_NONCE_PLACEHOLDER = '__OA_CSP_NONCE__';
