import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type LocalStack } from '../lib/local-stack';
import { type LoadResult, loadInRounds } from './http-load';
import { ensureWrk, wrkLoad } from './wrk-load';
import { BROWSER_ENCODINGS } from './edge';

export interface ObservabilityResults {
  off: LoadResult;
  on: LoadResult;
  /** The cached page's requests per second with tracing and metrics on, over off. */
  ratio: number;
}

const METRICS_TOKEN = 'bench-metrics-token';

/**
 * What watching the shop costs (issue 30): the cached product page on two more servers of
 * the same build, one with nothing set and one with tracing exporting over OTLP/HTTP (to a
 * sink here that takes and drops each export, as a collector would take it) and metrics
 * scraped every second, in interleaved rounds.
 */
export async function observabilityBench(input: {
  stack: LocalStack;
  productPath: string;
  durationSeconds: number;
  rounds: number;
  log: (line: string) => void;
}): Promise<ObservabilityResults> {
  ensureWrk(input.log);
  const sink = createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
    );
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
  let scraper: NodeJS.Timeout | undefined;
  try {
    const off = await input.stack.startServer(() => ({}));
    const on = await input.stack.startServer(() => ({
      METRICS_TOKEN,
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    }));
    for (const origin of [off, on])
      for (let i = 0; i < 20; i++) await (await fetch(`${origin}${input.productPath}`)).text();
    // A Prometheus scraping the instance every second, as in production.
    scraper = setInterval(() => {
      void fetch(`${on}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
        .then((response) => response.text())
        .catch(() => undefined);
    }, 1000);
    const results = await loadInRounds(
      [
        {
          key: 'off',
          label: 'product page, observability off',
          url: `${off}${input.productPath}`,
          headers: BROWSER_ENCODINGS,
        },
        {
          key: 'on',
          label: 'product page, OTel and metrics on',
          url: `${on}${input.productPath}`,
          headers: BROWSER_ENCODINGS,
        },
      ],
      { rounds: input.rounds, durationSeconds: input.durationSeconds, connections: 20 },
      wrkLoad,
    );
    const [offResult, onResult] = [results.off!, results.on!];
    return {
      off: offResult,
      on: onResult,
      ratio: onResult.requestsPerSecond / offResult.requestsPerSecond,
    };
  } finally {
    clearInterval(scraper);
    await new Promise((resolve) => sink.close(resolve));
  }
}
