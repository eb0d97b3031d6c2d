// An S3-compatible server on loopback for the cluster benchmark (s3rver, as the API's storage tests use it), in a
// process of its own so its work does not slow the load's clients: node s3rver-child.mjs <port> <directory> <bucket>
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log('s3rver ready');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
