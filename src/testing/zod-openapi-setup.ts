import '@hono/zod-openapi';

// Setup file of the projects whose files share their worker's modules: zod is extended with
// `.openapi()` before any schema exists, as the server's entry does (app.ts imports
// @hono/zod-openapi first). Zod 4 gives a schema the method when it is made, so a schema a
// previous file made before the extension would lack it.
