// Runs after `npm install` / `npm ci` (package.json "postinstall"), on the Node that npm scripts will use:
// node_modules/.bin/node when the `node` dependency installed Node 24 for this platform, the machine's
// otherwise (README § Node.js). It only informs: an install never fails here, `npm start` and `npm test`
// refuse an older Node themselves (scripts/require-node.mjs).
// On a musl system (Alpine, without glibc compatibility) the package's binary is built for glibc and cannot start: the system refuses it as
// "not found", and the shell goes on down PATH to the machine's Node, which this then checks.
const REQUIRED_MAJOR = 24;
if (Number(process.versions.node.split(".")[0]) < REQUIRED_MAJOR) {
  console.warn(
    `Node ${REQUIRED_MAJOR} was not installed for this platform (the node package has no binary for it here), and this machine's Node is ${process.version}: install Node ${REQUIRED_MAJOR} before npm start or npm test (README § Node.js).`,
  );
}
