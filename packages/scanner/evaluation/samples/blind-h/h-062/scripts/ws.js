const WebSocket = require('ws');
const [url = 'ws://localhost:3000', message = '{"type":"ping"}'] = process.argv.slice(2);
const ws = new WebSocket(url);
ws.on('open', () => ws.send(message));
ws.on('message', (m) => console.log('<', m.toString()));
setTimeout(() => ws.close(), 5000);
