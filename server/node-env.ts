// Imported first by server.ts, before any package reads NODE_ENV (React chooses its development
// or production build when it is first loaded, and both must agree): `npm start` runs as
// production unless NODE_ENV says otherwise, with React's production build and no error details
// (docs/decisions/0030). Secure cookies and HSTS follow PUBLIC_URL's scheme, not this.
if (!process.argv.includes("--dev")) process.env.NODE_ENV ||= "production";
