import { benchRealtime } from './bench-realtime.ts';
import { BASE, startServer, stopServer } from './bench-server.ts';

const s = await startServer();
try {
  for (const [a, b] of await benchRealtime(BASE, s.child.pid ?? 0, Number(process.env.N ?? 2000)))
    console.log(a, ' ', b);
} finally {
  await stopServer(s.child);
}
