// Loads the rest of the server after the entry has started the database. The build replaces
// this module with load-main.bundled.ts (see scripts/build.mjs); `npm run dev` uses it as is.
export const loadMain = () => import('./main');
