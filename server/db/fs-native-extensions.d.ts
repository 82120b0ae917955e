// The one function of fs-native-extensions the server uses; the package ships no types.
declare module 'fs-native-extensions' {
  /** An exclusive lock on an open file: true when granted, false when another open file holds it. */
  export function tryLock(fd: number): boolean;
}
