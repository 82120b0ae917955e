// The modules src/i18n/vite-plugin.ts serves: `virtual:tj-messages/<namespace>` is that namespace's bundle.
// A namespace unknown to en.json is not caught here (the pattern is a wildcard) but fails the build and every test
// that imports it, with the list of known namespaces.
declare module 'virtual:tj-messages/*' {
  // A script's ambient module cannot import a relative module; an import() type is the one way to name the type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const bundle: import('./catalog.ts').MessageBundle;
  export default bundle;
}
