// npm scripts run Node 24: the `node` dependency's (node_modules/.bin/node) or the machine's own (README
// § Node.js). Without either, npm would run an older Node without a word: stop there with one line.
const REQUIRED_MAJOR = 24;
if (Number(process.versions.node.split(".")[0]) < REQUIRED_MAJOR) {
  console.error(
    `This project runs on Node ${REQUIRED_MAJOR}, found ${process.version}: run "npm install" with its scripts (the node package then puts Node ${REQUIRED_MAJOR} in node_modules/.bin where it has a binary for this platform) or install Node ${REQUIRED_MAJOR}, and start it through npm.`,
  );
  process.exit(1);
}
