const { workerData, parentPort } = require('worker_threads');
let n = 0;
while (true) { n++; if (n % 1e7 === 0) parentPort.postMessage({ nonce: n, job: workerData.id }); }
