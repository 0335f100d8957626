// The load generator in a process of its own (scale.bench.ts forks it once): each message is one
// autocannon run, answered with its result, so that the generator's CPU is never the servers'.
import autocannon from 'autocannon';

process.on('message', async ({ id, options }) => {
  try {
    const r = await autocannon(options);
    process.send({
      id,
      result: {
        requests: r.requests,
        latency: r.latency,
        non2xx: r.non2xx,
        errors: r.errors,
        duration: r.duration,
      },
    });
  } catch (e) {
    process.send({ id, error: String(e) });
  }
});
process.on('disconnect', () => process.exit(0));
