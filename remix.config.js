/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
  serverModuleFormat: 'esm',
  // the contract package is TypeScript source: bundle it into the server build (Node cannot
  // run its .ts files), and rebuild in development when it changes
  serverDependenciesToBundle: [/^@member-wallet\/contract/],
  watchPaths: ['packages/contract/src'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}
