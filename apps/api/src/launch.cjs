// The server's entry (dist/server.cjs; build.mjs copies it next to the bundle). libuv's pool runs the argon2id hashes
// (passwords, payment passwords) beside file reads, and its default is 4 threads whatever the machine: on 2 cores
// four 19 MiB hashes at once share the cores and the cache four ways, each costing about a fifth more than with two;
// on 8 cores half of them never hash. So it gets as many threads as the machine has cores (at least 2), unless the
// operator set UV_THREADPOOL_SIZE. libuv reads that when the pool first starts, and an ES module entry is read through
// the pool before its first line runs: hence this CommonJS file, which sets it and then loads the bundle (issue 25).
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file: require is how it imports
process.env.UV_THREADPOOL_SIZE ||= String(Math.max(2, require('node:os').availableParallelism()));

import('./server.js').catch((error) => {
  console.error(error);
  process.exit(1);
});
