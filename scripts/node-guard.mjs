// Scripts must run on the pinned Node 24 (node_modules/.bin/node); the system Node 20 lacks
// type stripping and is too old for React Router 8. Fail loudly instead of failing strangely.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node >= 24 (found ${process.versions.node}). ` +
      'Run `npm ci` without --ignore-scripts/--omit=dev so the pinned node devDependency is installed.',
  );
  process.exit(1);
}
