// Preloaded with `--require` into a platform process (and, through NODE_OPTIONS, its worker
// threads) by test/build/runtime-files.test.ts: appends the absolute path of every file the
// process opens or reads, once each, to the file RECORD_FILE_READS names. Module loads count too:
// Node's CommonJS loader and tsx read sources through fs.readFileSync.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { fileURLToPath } = require('node:url');

const log = process.env.RECORD_FILE_READS;
if (log) {
  const append = fs.appendFileSync.bind(fs);
  const seen = new Set();
  const record = (target) => {
    let file;
    if (typeof target === 'string') file = target;
    else if (target instanceof URL) file = fileURLToPath(target);
    else if (Buffer.isBuffer(target)) file = target.toString();
    else return; // a file descriptor: its open was recorded
    file = path.resolve(file);
    if (seen.has(file) || file === log) return;
    seen.add(file);
    append(log, `${file}\n`);
  };
  const wrap = (owner, name) => {
    const original = owner[name];
    owner[name] = function recorded(target, ...rest) {
      record(target);
      return original.call(this, target, ...rest);
    };
  };
  for (const name of ['readFileSync', 'readFile', 'openSync', 'open', 'createReadStream'])
    wrap(fs, name);
  for (const name of ['readFile', 'open']) wrap(fs.promises, name);
}
