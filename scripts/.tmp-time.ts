import { connectDatabase } from '/work/wt-msgsearch/server/db/client.ts';
import { searchMessages } from '/work/wt-msgsearch/server/features/inbox/search.ts';
import { timeRuns } from '/work/wt-msgsearch/scripts/bench-kit.ts';
const database = connectDatabase('postgres://postgres@127.0.0.1:5432/inbox_bench');
for (const q of ['selam', 'apartment', 'ገዛ', 'place042', 'ref31415', 'apartment wedding', 'zanzibar']) {
  const found = await searchMessages(database.db, 'bench_0', { q });
  const f = await timeRuns(() => searchMessages(database.db, 'bench_0', { q }), { runs: 200, warmup: 20 });
  console.log(q, found.results.length, f.p50.toFixed(1), f.p95.toFixed(1));
}
await database.close();
