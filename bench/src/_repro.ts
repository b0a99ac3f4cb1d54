import autocannon from 'autocannon';
import { KEY, startDemoServer } from './servers.ts';

const demo = await startDemoServer(200, { engine: 'pg' });
demo.server.on('exit', (code, signal) => console.log('SERVER EXIT', code, signal));
for (const path of [
  '/api/v1/location?itemsPerPage=20',
  '/api/v1/location?lat=52.0907&lng=5.1214&itemsPerPage=50',
]) {
  const r = await autocannon({
    url: demo.base + path,
    duration: 3,
    connections: 20,
    headers: { apiToken: KEY },
  });
  console.log(path, r.requests.average, r.non2xx, r.errors);
}
await demo.stop();
